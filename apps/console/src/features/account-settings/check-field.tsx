import type { ComponentProps } from 'react';

/** A checkbox with its words beside it, the whole line clickable. */
export function CheckField({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 shrink-0" {...input} />
      {label}
    </label>
  );
}
