import { ApiError } from '@souk/client';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useBulkEdit } from './use-products.ts';

const INPUT = 'w-28 rounded-md border border-slate-300 px-2 py-1.5 text-sm';

/** The same price and/or stock for the selected rows; a blank field is left as it is. */
export function BulkEditBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useI18n();
  const bulk = useBulkEdit();
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const errors = bulk.error instanceof ApiError ? bulk.error.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    bulk.mutate(
      {
        ids,
        ...(price.trim() ? { price: price.trim() } : {}),
        ...(quantity.trim() ? { quantity: quantity.trim() } : {}),
      },
      {
        onSuccess: ({ updated }) => {
          toast.success(t('products.bulkDone', { count: updated }));
          setPrice('');
          setQuantity('');
          onDone();
        },
        onError: (error) => {
          if (!hasFieldErrors(error)) toast.error(error.message);
        },
      },
    );
  };
  const message = errors.price?.[0] ?? errors.quantity?.[0] ?? errors.ids?.[0];
  return (
    <form
      onSubmit={submit}
      aria-label={t('products.bulkApply')}
      className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-primary-100 bg-primary-50 p-3 text-sm"
    >
      <p className="font-semibold" aria-live="polite">
        {t('products.selected', { count: ids.length })}
      </p>
      <label className="flex flex-col gap-1">
        {t('products.bulkPrice')}
        <input
          inputMode="decimal"
          dir="ltr"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          className={INPUT}
        />
      </label>
      <label className="flex flex-col gap-1">
        {t('products.bulkStock')}
        <input
          inputMode="numeric"
          dir="ltr"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          className={INPUT}
        />
      </label>
      <button
        type="submit"
        disabled={bulk.isPending}
        className="rounded-md bg-primary-700 px-3 py-1.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {t('products.bulkApply')}
      </button>
      <button type="button" onClick={onDone} className="px-2 py-1.5 text-slate-700 underline">
        {t('products.clearSelection')}
      </button>
      {message && (
        <p role="alert" className="basis-full text-red-700">
          {message}
        </p>
      )}
    </form>
  );
}
