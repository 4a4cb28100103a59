import { Minus, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { clampQuantity } from '../../../lib/quantity.ts';
import { useT } from '../../settings/i18n.ts';

interface LineQuantityProps {
  quantity: number;
  busy: boolean;
  onIncrement: () => void;
  /** At 1 this removes the line: the server answers 'product removed from cart'. */
  onDecrement: () => void;
  onSet: (quantity: number) => void;
  /** Why the quantity cannot change (a quote fixes it): the controls are disabled and say so. */
  lockedReason?: string;
}

const step =
  'inline-flex size-8 items-center justify-center text-slate-700 hover:bg-slate-100 focus-visible:-outline-offset-2 aria-disabled:opacity-40 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

interface StepButtonProps {
  label: string;
  busy: boolean;
  onPress: () => void;
  children: ReactNode;
}

/** Busy is aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */
function StepButton({ label, busy, onPress, children }: StepButtonProps) {
  return (
    <button type="button" className={step} aria-label={label} aria-disabled={busy} onClick={busy ? undefined : onPress}>
      {children}
    </button>
  );
}

/**
 * A cart line's minus, field and plus. The field keeps digits only and at least 1 (spec
 * section 5) and is sent once, on Enter or leaving it, rather than on every keystroke.
 */
export function LineQuantity({ quantity, busy, onIncrement, onDecrement, onSet, lockedReason }: LineQuantityProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const reasonId = useId();
  if (lockedReason) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <div className="inline-flex items-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 text-slate-400">
          <button
            type="button"
            disabled
            className={step}
            aria-label={t('Decrease quantity')}
            aria-describedby={reasonId}
          >
            <Minus aria-hidden className="size-3.5" />
          </button>
          <input
            type="text"
            readOnly
            aria-label={t('Quantity')}
            aria-describedby={reasonId}
            value={String(quantity)}
            className="w-10 border-x border-slate-200 bg-slate-50 py-1 text-center text-sm text-slate-700"
          />
          <button
            type="button"
            disabled
            className={step}
            aria-label={t('Increase quantity')}
            aria-describedby={reasonId}
          >
            <Plus aria-hidden className="size-3.5" />
          </button>
        </div>
        <span id={reasonId} className="text-xs text-slate-600">
          {lockedReason}
        </span>
      </div>
    );
  }
  const commit = () => {
    if (draft === null) return;
    const next = clampQuantity(draft);
    setDraft(null);
    if (next !== quantity) onSet(next);
  };
  return (
    <div className="inline-flex items-center overflow-hidden rounded-md border border-slate-300 bg-white">
      <StepButton label={t('Decrease quantity')} busy={busy} onPress={onDecrement}>
        <Minus aria-hidden className="size-3.5" />
      </StepButton>
      <input
        type="text"
        inputMode="numeric"
        aria-label={t('Quantity')}
        value={draft ?? String(quantity)}
        readOnly={busy}
        onChange={(event) => setDraft(event.target.value.replace(/\D+/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (busy || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          event.preventDefault();
          if (event.key === 'ArrowUp') onIncrement();
          else if (quantity > 1) onDecrement();
        }}
        className="w-10 border-x border-slate-300 py-1 text-center text-sm focus-visible:-outline-offset-2"
      />
      <StepButton label={t('Increase quantity')} busy={busy} onPress={onIncrement}>
        <Plus aria-hidden className="size-3.5" />
      </StepButton>
    </div>
  );
}
