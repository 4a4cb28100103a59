import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { clampQuantity } from '../../../lib/quantity.ts';
import { useT } from '../../../lib/i18n.ts';

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
  /** The id of the reason it cannot be pressed at all (a quote fixes the quantity). */
  lockedBy?: string;
  onPress: () => void;
  children: ReactNode;
}

/**
 * Busy is aria-disabled, not disabled: a disabled button drops keyboard focus to the page. A
 * locked step is disabled for good, and names why.
 */
function StepButton({ label, busy, lockedBy, onPress, children }: StepButtonProps) {
  return (
    <button
      type="button"
      className={step}
      aria-label={label}
      aria-disabled={busy}
      disabled={lockedBy !== undefined}
      aria-describedby={lockedBy}
      onClick={busy ? undefined : onPress}
    >
      {children}
    </button>
  );
}

/**
 * A cart line's minus, field and plus. The field keeps digits only and at least 1
 * (docs/features/forms-and-errors.md#rules-checked-in-the-browser) and is sent once, on Enter or
 * leaving it, rather than on every keystroke.
 */
export function LineQuantity({ quantity, busy, onIncrement, onDecrement, onSet, lockedReason }: LineQuantityProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const reasonId = useId();
  const locked = lockedReason !== undefined;
  const commit = () => {
    if (draft === null) return;
    const next = clampQuantity(draft);
    setDraft(null);
    if (next !== quantity) onSet(next);
  };
  const lockedBy = locked ? reasonId : undefined;
  const control = (
    <div
      className={clsx(
        'inline-flex items-center overflow-hidden rounded-md border',
        locked ? 'border-slate-200 bg-slate-50 text-slate-400' : 'border-slate-300 bg-white',
      )}
    >
      <StepButton label={t('Decrease quantity')} busy={busy} lockedBy={lockedBy} onPress={onDecrement}>
        <Minus aria-hidden className="size-3.5" />
      </StepButton>
      <input
        type="text"
        inputMode="numeric"
        aria-label={t('Quantity')}
        aria-describedby={lockedBy}
        value={draft ?? String(quantity)}
        readOnly={busy || locked}
        onChange={(event) => setDraft(event.target.value.replace(/\D+/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (busy || locked || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          event.preventDefault();
          if (event.key === 'ArrowUp') onIncrement();
          else if (quantity > 1) onDecrement();
        }}
        className={clsx(
          'w-10 border-x py-1 text-center text-sm focus-visible:-outline-offset-2',
          locked ? 'border-slate-200 bg-slate-50 text-slate-700' : 'border-slate-300',
        )}
      />
      <StepButton label={t('Increase quantity')} busy={busy} lockedBy={lockedBy} onPress={onIncrement}>
        <Plus aria-hidden className="size-3.5" />
      </StepButton>
    </div>
  );
  if (!locked) return control;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      {control}
      <span id={reasonId} className="text-xs text-slate-600">
        {lockedReason}
      </span>
    </div>
  );
}
