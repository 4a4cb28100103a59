import { convertAmount, roundHalfUp } from '@souk/contract';
import { type FormEvent, Fragment } from 'react';
import { Button } from '@souk/ui/button';
import { useDisplayCurrency } from '../../../lib/money.ts';
import { useT } from '../../../lib/i18n.ts';

interface PriceFilterProps {
  /** The range set in the URL, in the shop's default currency. */
  min: number | undefined;
  max: number | undefined;
  /** The range of the current results, for the placeholders. */
  bounds: { min: number; max: number };
  onApply: (min: number | null, max: number | null) => void;
}

/**
 * Minimum and maximum price. The shopper types amounts in the currency prices are shown in;
 * the URL keeps the default currency, so a shared link means the same range for everyone.
 */
export function PriceFilter({ min, max, bounds, onApply }: PriceFilterProps) {
  const t = useT();
  const currency = useDisplayCurrency();
  const shown = (amount: number | undefined) => (amount === undefined ? '' : String(convertAmount(amount, currency)));
  const stored = (text: FormDataEntryValue | null) => {
    const value = Number(text);
    return text === null || text === '' || !Number.isFinite(value) || value < 0
      ? null
      : roundHalfUp(value / currency.rate, 2);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(stored(data.get('min_price')), stored(data.get('max_price')));
  };
  const fields = [
    ['min_price', t('Min price'), `${t('Min')} ${Math.floor(convertAmount(bounds.min, currency))}`, min],
    ['max_price', t('Max price'), `${t('Max')} ${Math.ceil(convertAmount(bounds.max, currency))}`, max],
  ] as const;
  return (
    // Keyed by the URL's range, so the fields follow a link or a cleared filter.
    <form key={`${min}-${max}-${currency.rate}`} onSubmit={submit}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          {t('Price')} <span className="font-normal text-slate-500">({currency.symbol})</span>
        </legend>
        <div className="flex items-center gap-2">
          {fields.map(([name, label, placeholder, value], i) => (
            <Fragment key={name}>
              {i > 0 ? <span aria-hidden>–</span> : null}
              <label className="min-w-0 flex-1">
                <span className="sr-only">{label}</span>
                <input
                  name={name}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  defaultValue={shown(value)}
                  placeholder={placeholder}
                  className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-primary-600"
                />
              </label>
            </Fragment>
          ))}
        </div>
        <Button type="submit" variant="outline" size="sm" className="mt-2 w-full">
          {t('Apply')}
        </Button>
      </fieldset>
    </form>
  );
}
