import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerFlashEntry,
  type SellerFlashEntryBody,
  sellerFlashEntryBodySchema,
  type SellerFlashEntryValues,
} from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DataTable } from '../../components/data-table.tsx';
import { hasFieldErrors } from '../../lib/errors.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { PercentOff } from './percent-off.tsx';
import { ProductCell } from './product-cell.tsx';
import { useRemoveEntry, useUpdateEntry } from './use-flash-sales.ts';

const column = createColumnHelper<SellerFlashEntry>();

const BUTTON = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-60';

/** A cell's input, named by its own label (the column's header is the visible one), its error under it. */
function CellInput({ error, ...input }: ComponentProps<'input'> & { error: string | undefined }) {
  const errorId = useId();
  return (
    <>
      <input
        dir="ltr"
        className="w-24 rounded-md border border-slate-300 px-2 py-1 text-sm aria-invalid:border-red-600"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} dir="auto" className="mt-1 max-w-40 text-xs text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

interface Editing {
  /** The product whose entry is being edited, if any. */
  productId: number | null;
  formId: string;
  form: ReturnType<typeof useForm<SellerFlashEntryBody, unknown, SellerFlashEntryValues>>;
  start: (entry: SellerFlashEntry) => void;
  stop: () => void;
  submit: (event: FormEvent) => void;
  saving: boolean;
  remove: (entry: SellerFlashEntry) => void;
}

/** The inputs of the row being edited: the name each is given and the keyboard it asks for. */
const TERMS = {
  price: { label: 'flashSales.priceFor', inputMode: 'decimal' },
  quantity: { label: 'flashSales.quantityFor', inputMode: 'numeric' },
} as const;

function columns(t: Translate, intl: string, money: (amount: number) => string, editing: Editing | undefined) {
  const errors = editing?.form.formState.errors;
  /** A cell of `field`: its input on the row being edited, else `shown`. */
  const termCell =
    (field: keyof typeof TERMS, shown: (entry: SellerFlashEntry) => ReactNode) =>
    (info: { row: { original: SellerFlashEntry } }) => {
      const entry = info.row.original;
      if (!editing || editing.productId !== entry.product.id) return shown(entry);
      return (
        <CellInput
          form={editing.formId}
          inputMode={TERMS[field].inputMode}
          aria-label={t(TERMS[field].label, { name: entry.product.name })}
          error={errors?.[field]?.message}
          {...editing.form.register(field)}
        />
      );
    };
  return [
    column.accessor('product', {
      header: t('flashSales.product'),
      cell: (info) => (
        <ProductCell product={info.getValue()}>
          {!info.getValue().is_active && <p className="text-xs text-amber-800">{t('flashSales.inactive')}</p>}
        </ProductCell>
      ),
    }),
    column.accessor((entry) => entry.product.price, {
      id: 'normal',
      header: t('flashSales.normalPrice'),
      cell: (info) => money(info.getValue()),
    }),
    column.accessor('price', {
      header: t('flashSales.flashPrice'),
      cell: termCell('price', (entry) => (
        <>
          <span className="font-semibold">{money(entry.price)}</span>
          <PercentOff normal={entry.product.price} flash={entry.price} />
        </>
      )),
    }),
    column.accessor('quantity', {
      header: t('flashSales.quantity'),
      cell: termCell('quantity', (entry) => entry.quantity.toLocaleString(intl)),
    }),
    column.accessor('sold', {
      header: t('flashSales.soldColumn'),
      cell: (info) => info.getValue().toLocaleString(intl),
    }),
    column.accessor('revenue', { header: t('flashSales.revenueColumn'), cell: (info) => money(info.getValue()) }),
    ...(editing
      ? [
          column.display({
            id: 'actions',
            header: t('flashSales.actions'),
            cell: (info) => {
              const entry = info.row.original;
              const name = entry.product.name;
              return editing.productId === entry.product.id ? (
                <form id={editing.formId} noValidate onSubmit={editing.submit} className="flex gap-2">
                  <button
                    type="submit"
                    disabled={editing.saving}
                    aria-label={t('flashSales.saveFor', { name })}
                    className="rounded-md bg-primary-700 px-2 py-1 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
                  >
                    {t('flashSales.save')}
                  </button>
                  <button type="button" onClick={editing.stop} className={BUTTON}>
                    {t('flashSales.cancel')}
                  </button>
                </form>
              ) : (
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => editing.start(entry)}
                    aria-label={t('flashSales.editFor', { name })}
                    className={BUTTON}
                  >
                    {t('flashSales.edit')}
                  </button>
                  <button
                    type="button"
                    onClick={() => editing.remove(entry)}
                    aria-label={t('flashSales.removeFor', { name })}
                    className={`${BUTTON} text-red-800`}
                  >
                    {t('flashSales.remove')}
                  </button>
                </div>
              );
            },
          }),
        ]
      : []),
  ];
}

/**
 * Editing one row at a time: its flash price and quantity become inputs (tied to the row's form
 * in the actions cell), checked by the contract's schema, then by the server, whose refusals
 * land under the inputs they name. Removing asks first.
 */
function useEditing(saleId: number): Editing {
  const { t } = useI18n();
  const [productId, setProductId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const formId = useId();
  const form = useForm<SellerFlashEntryBody, unknown, SellerFlashEntryValues>({
    resolver: zodResolver(sellerFlashEntryBodySchema),
  });
  const update = useUpdateEntry(saleId);
  const removal = useRemoveEntry(saleId);
  const submit = form.handleSubmit((body) => {
    if (productId === null) return;
    return update
      .mutateAsync({ productId, body })
      .then(({ request }) => {
        toast.success(t(request ? 'flashSales.priceRequested' : 'flashSales.saved', { name }));
        setProductId(null);
      })
      .catch((error: unknown) => {
        if (!hasFieldErrors(error)) return toast.error(error instanceof Error ? error.message : String(error));
        for (const [field, messages] of Object.entries(error.errors)) {
          form.setError(field as FieldPath<SellerFlashEntryBody>, { message: messages[0] }, { shouldFocus: true });
        }
      });
  });
  return {
    productId,
    formId,
    form,
    saving: update.isPending,
    submit: (event) => void submit(event),
    start: (entry) => {
      form.reset({ price: String(entry.price), quantity: String(entry.quantity) });
      setName(entry.product.name);
      setProductId(entry.product.id);
    },
    stop: () => setProductId(null),
    remove: (entry) => {
      if (!window.confirm(t('flashSales.removeConfirm', { name: entry.product.name }))) return;
      removal.mutate(entry.product.id, {
        onSuccess: () => toast.success(t('flashSales.removed', { name: entry.product.name })),
        onError: (error) => toast.error(error.message),
      });
    },
  };
}

/** The shop's entries in a sale; while the sale may change, each row is edited in place or removed. */
export function EntriesTable({
  saleId,
  entries,
  editable,
  busy,
}: {
  saleId: number;
  entries: SellerFlashEntry[];
  editable: boolean;
  busy: boolean;
}) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const editing = useEditing(saleId);
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: entries,
    columns: columns(t, intl, money, editable ? editing : undefined),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => String(entry.product.id),
  });
  return (
    <DataTable
      table={table}
      label={t('flashSales.entriesTitle')}
      rowKey={(entry) => entry.product.code}
      busy={busy}
      minWidth="min-w-[760px]"
    />
  );
}
