import clsx from 'clsx';

/** Colours a state label may take; the text carries the meaning, the colour only helps. */
export const BADGE_TONES = {
  amber: 'bg-amber-50 text-amber-800',
  sky: 'bg-sky-50 text-sky-800',
  emerald: 'bg-emerald-50 text-emerald-800',
  rose: 'bg-rose-50 text-rose-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A state (of a quote, a ticket) as a small coloured label. */
export function ToneBadge({ tone, testId, children }: { tone: BadgeTone; testId?: string; children: string }) {
  return (
    <span
      className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', BADGE_TONES[tone])}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
