import { Minus, Plus } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import { clampQuantity } from '../../lib/quantity.ts';

interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  /** The most that can be chosen (stock); no limit when absent. */
  max?: number;
  disabled?: boolean;
}

const step =
  'inline-flex size-9 items-center justify-center text-slate-700 hover:bg-slate-100 focus-visible:-outline-offset-2 disabled:opacity-40';

/**
 * Minus, a digits-only field and plus; never below 1
 * (docs/features/forms-and-errors.md#rules-checked-in-the-browser).
 */
export function QuantityInput({ value, onChange, max, disabled }: QuantityInputProps) {
  const t = useT();
  return (
    <div className="inline-flex items-center overflow-hidden rounded-md border border-slate-300 bg-white">
      <button
        type="button"
        className={step}
        aria-label={t('Decrease quantity')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(String(value - 1), max))}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={t('Quantity')}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clampQuantity(event.target.value, max))}
        // Arrow keys step like a spin button, so the keyboard needs no trip to the +/- buttons.
        onKeyDown={(event) => {
          const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
          if (!by) return;
          event.preventDefault();
          onChange(clampQuantity(String(value + by), max));
        }}
        className="w-12 border-x border-slate-300 py-1.5 text-center text-sm focus-visible:-outline-offset-2"
      />
      <button
        type="button"
        className={step}
        aria-label={t('Increase quantity')}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(clampQuantity(String(value + 1), max))}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
