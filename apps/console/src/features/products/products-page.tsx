import { sellerProductFilters, sellerProductSorts } from '@souk/contract';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Pager } from '../../components/pager.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { BulkEditBar } from './bulk-edit-bar.tsx';
import { useListState } from './list-state.ts';
import { ProductsTable } from './products-table.tsx';
import { PRODUCTS_PER_PAGE, useProducts } from './use-products.ts';

const SELECT = 'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm';

/** The shop's products, searched, filtered, sorted and paged by the server. */
export function ProductsPage() {
  const { t } = useI18n();
  const [state, update] = useListState();
  const products = useProducts(state);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pages = Math.max(1, Math.ceil((products.data?.total ?? 0) / PRODUCTS_PER_PAGE));
  return (
    <section aria-labelledby="products-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="text-2xl font-semibold">
          {t('products.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/products/import"
            className="flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100"
          >
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('productCsv.link')}
          </Link>
          <Link
            to="/products/new"
            className="flex items-center gap-1 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
          >
            <Plus aria-hidden className="size-4" />
            {t('products.new')}
          </Link>
        </div>
      </div>
      <div className="mb-3 flex flex-wrap gap-2">
        <SearchInput
          label={t('products.search')}
          value={state.search}
          onSearch={(search) => update({ search })}
          className="min-w-0 flex-1 basis-60"
        />
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('products.filter')}</span>
          <select
            className={SELECT}
            value={state.filter}
            onChange={(event) => update({ filter: event.target.value as typeof state.filter })}
          >
            {sellerProductFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(`products.filter.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="max-sm:sr-only">{t('products.sort')}</span>
          <select
            className={SELECT}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as typeof state.sort })}
          >
            {sellerProductSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`products.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {products.data && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {t('products.count', { count: products.data.total })}
        </p>
      )}
      {selected.size > 0 && <BulkEditBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
      {products.isPending && <p>{t('loading')}</p>}
      {products.isError && <LoadError error={products.error} retry={() => void products.refetch()} />}
      {products.data &&
        (products.data.products.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center">{t('products.empty')}</p>
        ) : (
          <>
            <ProductsTable
              products={products.data.products}
              selected={selected}
              onSelect={setSelected}
              busy={products.isPlaceholderData}
            />
            <Pager page={state.page} pages={pages} onPage={(page) => update({ page })} />
          </>
        ))}
    </section>
  );
}
