import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

interface PickerMenuProps<T> {
  label: string;
  current: ReactNode;
  icon?: ReactNode;
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => ReactNode;
  isSelected: (option: T) => boolean;
  onSelect: (option: T) => void;
}

/** A small keyboard-accessible dropdown used by the top bar's language and currency pickers. */
export function PickerMenu<T>({
  label,
  current,
  icon,
  options,
  optionKey,
  optionLabel,
  isSelected,
  onSelect,
}: PickerMenuProps<T>) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label}
        className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium hover:bg-white/10 sm:text-sm"
      >
        {icon}
        <bdi>{current}</bdi>
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg"
        >
          {options.map((option) => (
            <DropdownMenu.Item
              key={optionKey(option)}
              onSelect={() => onSelect(option)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-primary-50"
            >
              <bdi>{optionLabel(option)}</bdi>
              {isSelected(option) ? <Check aria-hidden className="size-4 text-primary-700" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
