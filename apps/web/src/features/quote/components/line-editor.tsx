import { Trash2 } from 'lucide-react';
import { QuantityInput } from '../../../components/ui/quantity-input.tsx';
import { FieldError } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { QuoteProduct } from '../api/get-shop-products.ts';
import type { LineDraft } from '../draft.ts';
import { OptionSelect } from './option-select.tsx';

interface LineEditorProps {
  index: number;
  line: LineDraft;
  /** The product's sizes and colours, once known. */
  product: QuoteProduct | undefined;
  errors: Record<string, string>;
  onChange: (line: LineDraft) => void;
  /** Absent for the only line: a quote asks about one product at least. */
  onRemove?: (() => void) | undefined;
}

const input = 'w-full rounded-md border bg-white px-3 py-2 text-sm outline-none focus:ring-2';
const ok = 'border-slate-300 focus:border-primary-600 focus:ring-primary-600';
const bad = 'border-rose-500 focus:ring-rose-600';

/** One product of a quote: quantity, size, colour and the price the shopper hopes for. */
export function LineEditor({ index, line, product, errors, onChange, onRemove }: LineEditorProps) {
  const t = useT();
  const id = `quote-line-${index}`;
  const priceError = errors.target_price;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="quote-line-editor">
      <legend className="sr-only">{line.name}</legend>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">
          <bdi>{line.name}</bdi>
        </p>
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('Remove :name', { name: line.name })}
            className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-rose-700"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{t('Quantity')}</span>
          <QuantityInput value={line.quantity} onChange={(quantity) => onChange({ ...line, quantity })} />
          <FieldError id={`${id}-quantity-error`} error={errors.quantity} />
        </div>
        <div>
          <label htmlFor={`${id}-price`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('Target price')} ({t('optional')})
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            dir="ltr"
            value={line.targetPrice}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
            onChange={(event) => onChange({ ...line, targetPrice: event.target.value })}
            className={`${input} ${priceError ? bad : ok}`}
          />
          <FieldError id={`${id}-price-error`} error={priceError} />
        </div>
        <OptionSelect
          id={`${id}-size`}
          label={t('Size')}
          options={product?.sizes ?? []}
          value={line.sizeId}
          error={errors.size}
          onChange={(sizeId) => onChange({ ...line, sizeId })}
        />
        <OptionSelect
          id={`${id}-color`}
          label={t('Color')}
          options={product?.colors ?? []}
          value={line.colorId}
          error={errors.color}
          onChange={(colorId) => onChange({ ...line, colorId })}
        />
      </div>
      {errors.product_id ? <p className="text-sm text-rose-700">{errors.product_id}</p> : null}
    </fieldset>
  );
}
