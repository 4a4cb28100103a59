import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerFlashAddBody,
  sellerFlashAddBodySchema,
  type SellerFlashAddValues,
  type SellerProductRow,
} from '@souk/contract';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SearchInput } from '../../components/search-input.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { PercentOff } from './percent-off.tsx';
import { ProductCell } from './product-cell.tsx';
import { useAddEntries, usePickableProducts } from './use-flash-sales.ts';

/** What a product sells at outside a flash sale: its discount price when it has one. */
const normalPrice = (product: SellerProductRow) =>
  product.discount_price > 0 ? product.discount_price : product.price;

/** The shop's active products matching a search, each picked with a press. */
function ProductPicker({
  picked,
  inSale,
  onPick,
}: {
  picked: ReadonlySet<number>;
  inSale: ReadonlySet<number>;
  onPick: (product: SellerProductRow) => void;
}) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const [search, setSearch] = useState('');
  const products = usePickableProducts(search, true);
  return (
    <div>
      <SearchInput label={t('flashSales.search')} value={search} onSearch={setSearch} className="mb-2" />
      {products.isPending && <p>{t('loading')}</p>}
      {products.isError && (
        <p role="alert" className="text-red-700">
          {products.error.message}
        </p>
      )}
      {products.data?.products.length === 0 && <p className="text-sm">{t('flashSales.noMatch')}</p>}
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
        {products.data?.products.map((product) => {
          const state = inSale.has(product.id) ? 'inSale' : picked.has(product.id) ? 'picked' : undefined;
          return (
            <li key={product.id} className="flex items-center justify-between gap-3 p-2">
              <ProductCell product={product}>
                <p className="text-xs text-slate-600">
                  {money(normalPrice(product))} ·{' '}
                  {t('flashSales.stock', { count: product.quantity.toLocaleString(intl) })}
                </p>
              </ProductCell>
              {state ? (
                <span className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
                  <Check aria-hidden className="size-4" />
                  {t(state === 'inSale' ? 'flashSales.inSale' : 'flashSales.picked')}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onPick(product)}
                  aria-label={t('flashSales.pickFor', { name: product.name })}
                  className="shrink-0 rounded-md border border-primary-700 px-3 py-1 text-sm font-semibold text-primary-800 hover:bg-primary-50"
                >
                  {t('flashSales.pick')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Adding products to a sale: pick some of the shop's active products, give each a flash price
 * (its cut off the normal price shown as typed) and a quantity, and save them together. The
 * server adds all or none; a row it refuses shows why under that row.
 */
export function AddProducts({
  saleId,
  inSale,
  onClose,
}: {
  saleId: number;
  inSale: ReadonlySet<number>;
  onClose: () => void;
}) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const add = useAddEntries(saleId);
  const [products, setProducts] = useState<ReadonlyMap<number, SellerProductRow>>(new Map());
  const form = useForm<SellerFlashAddBody, unknown, SellerFlashAddValues>({
    resolver: zodResolver(sellerFlashAddBodySchema),
    defaultValues: { products: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'products' });
  const typed = useWatch({ control: form.control, name: 'products' });
  const errors = form.formState.errors.products;
  const pick = (product: SellerProductRow) => {
    setProducts(new Map(products).set(product.id, product));
    rows.append({ product_id: product.id, price: '', quantity: '' }, { shouldFocus: true });
  };
  const submit = form.handleSubmit(
    (body) =>
      add
        .mutateAsync(body)
        .then(({ added, requested }) => {
          toast.success(
            requested > 0 ? t('flashSales.requested', { count: requested }) : t('flashSales.added', { count: added }),
          );
          onClose();
        })
        .catch((error: unknown) => {
          if (!hasFieldErrors(error)) return toast.error(error instanceof Error ? error.message : String(error));
          for (const [field, messages] of Object.entries(error.errors)) {
            form.setError(field as FieldPath<SellerFlashAddBody>, { message: messages[0] });
          }
          toast.error(t('form.fixErrors'));
        }),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <section
      aria-labelledby="add-products-title"
      className="mb-4 grid gap-4 rounded-lg border border-primary-100 bg-white p-4 lg:grid-cols-2"
    >
      <div className="flex items-center justify-between gap-2 lg:col-span-2">
        <h3 id="add-products-title" className="font-semibold">
          {t('flashSales.addTitle')}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden className="size-4" />
          {t('flashSales.close')}
        </button>
      </div>
      <ProductPicker picked={new Set(typed.map((row) => Number(row.product_id)))} inSale={inSale} onPick={pick} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('flashSales.pickedTitle')}>
        <h4 className="mb-2 text-sm font-semibold">{t('flashSales.pickedTitle')}</h4>
        {rows.fields.length === 0 && <p className="text-sm text-slate-600">{t('flashSales.pickedNone')}</p>}
        <ul className="space-y-3">
          {rows.fields.map((field, i) => {
            const product = products.get(Number(field.product_id));
            if (!product) return null;
            const rowErrors = errors?.[i];
            return (
              <li key={field.id} data-row={product.code} className="rounded-md border border-slate-200 p-3">
                <div className="mb-2 flex items-start justify-between gap-2">
                  <ProductCell product={product}>
                    <p className="text-xs text-slate-600">
                      {t('flashSales.sellsAt', { price: money(normalPrice(product)) })} ·{' '}
                      {t('flashSales.stock', { count: product.quantity.toLocaleString(intl) })}
                    </p>
                    {rowErrors?.product_id && (
                      <p role="alert" dir="auto" className="text-sm text-red-700">
                        {rowErrors.product_id.message}
                      </p>
                    )}
                  </ProductCell>
                  <button
                    type="button"
                    onClick={() => rows.remove(i)}
                    aria-label={t('flashSales.unpickFor', { name: product.name })}
                    className="shrink-0 rounded-md p-1 text-slate-600 hover:bg-slate-100"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </div>
                <div className="grid grid-cols-2 gap-3">
                  <div>
                    <TextField
                      label={t('flashSales.flashPrice')}
                      aria-label={t('flashSales.priceFor', { name: product.name })}
                      inputMode="decimal"
                      dir="ltr"
                      error={rowErrors?.price?.message}
                      {...form.register(`products.${i}.price`)}
                    />
                    <PercentOff normal={normalPrice(product)} flash={Number(typed[i]?.price)} />
                  </div>
                  <TextField
                    label={t('flashSales.quantity')}
                    aria-label={t('flashSales.quantityFor', { name: product.name })}
                    inputMode="numeric"
                    dir="ltr"
                    error={rowErrors?.quantity?.message}
                    {...form.register(`products.${i}.quantity`)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {rows.fields.length > 0 && (
          <button
            type="submit"
            disabled={add.isPending}
            className="mt-3 rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
          >
            {t('flashSales.addPicked')}
          </button>
        )}
      </form>
    </section>
  );
}
