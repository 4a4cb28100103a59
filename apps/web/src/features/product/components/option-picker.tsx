import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price.tsx';

interface Option {
  id: number;
  name: string;
  /** Extra price of this option, 0 for none. */
  price?: number;
  swatch?: string;
}

interface OptionPickerProps {
  /** The radio group's name. */
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Sizes, colours or units of a product as a row of radio buttons, each with its extra price. */
export function OptionPicker({ name, legend, options, selected, onSelect }: OptionPickerProps) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={clsx(
              'relative inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
              option.id === selected
                ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900'
                : 'border-slate-300 bg-white hover:border-primary-500',
            )}
          >
            <input
              type="radio"
              name={name}
              // Invisible but covering the whole option, so a click anywhere on it chooses it.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              checked={option.id === selected}
              onChange={() => onSelect(option.id)}
            />
            {option.swatch ? (
              <span
                aria-hidden
                className="size-4 rounded-full border border-slate-300"
                style={{ backgroundColor: option.swatch }}
              />
            ) : null}
            <bdi>{option.name}</bdi>
            {option.price ? (
              <span dir="ltr" className="text-xs font-normal text-slate-500">
                +<Price amount={option.price} />
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
