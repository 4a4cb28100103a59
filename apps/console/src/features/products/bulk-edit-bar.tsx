import { ApiError } from '@souk/client';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field.tsx';
import { hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useBulkEdit } from './use-products.ts';

/** The bar's fields, named as the server names them, so its errors land under them. */
const FIELDS = [
  { name: 'price', label: 'products.bulkPrice', inputMode: 'decimal' },
  { name: 'quantity', label: 'products.bulkStock', inputMode: 'numeric' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;
const BLANK: Values = { price: '', quantity: '' };

/** The same price and/or stock for the selected rows; a blank field is left as it is. */
export function BulkEditBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useI18n();
  const bulk = useBulkEdit();
  const [values, setValues] = useState(BLANK);
  const errors = bulk.error instanceof ApiError ? bulk.error.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.price.trim();
    const quantity = values.quantity.trim();
    bulk.mutate(
      { ids, ...(price ? { price } : {}), ...(quantity ? { quantity } : {}) },
      {
        onSuccess: ({ updated }) => {
          toast.success(t('products.bulkDone', { count: updated }));
          setValues(BLANK);
          onDone();
        },
        onError: (error) => {
          if (!hasFieldErrors(error)) toast.error(error.message);
        },
      },
    );
  };
  // An error the fields do not show (about the selection) stands on its own line.
  const otherError = Object.entries(errors).find(([field]) => !FIELDS.some(({ name }) => name === field))?.[1][0];
  return (
    <form
      onSubmit={submit}
      aria-label={t('products.bulkApply')}
      className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-primary-100 bg-primary-50 p-3 text-sm"
    >
      <p className="font-semibold" aria-live="polite">
        {t('products.selected', { count: ids.length })}
      </p>
      {FIELDS.map(({ name, label, inputMode }) => (
        <TextField
          key={name}
          label={t(label)}
          inputMode={inputMode}
          dir="ltr"
          className="w-28"
          error={errors[name]?.[0]}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
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
      {otherError && (
        <p role="alert" className="basis-full text-red-700">
          {otherError}
        </p>
      )}
    </form>
  );
}
