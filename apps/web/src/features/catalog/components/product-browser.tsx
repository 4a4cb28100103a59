import { PRODUCTS_PER_PAGE } from '@souk/contract';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Paginator } from '../../../components/ui/paginator.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { countKey, useT } from '../../../lib/i18n.ts';
import { useProductsQuery } from '../api/get-products.ts';
import { PANEL_PARAMS, type ProductsParams } from '../url-filters.ts';
import { useUrlFilters } from '../use-url-filters.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ProductGrid } from './product-grid.tsx';
import { SortSelect } from './sort-select.tsx';

/** What a browser asks the server for; a link to its screen prefetches the same list. */
export const browserParams = (filters: ProductsParams, scope: ProductsParams = {}): ProductsParams => ({
  ...filters,
  ...scope,
  per_page: PRODUCTS_PER_PAGE,
});

interface ProductBrowserProps {
  /** What the screen fixes (its category, shop or sort); the URL supplies the rest. */
  scope?: ProductsParams;
  /** Shown above the results (a shop's search box, sub-category chips). */
  toolbar?: ReactNode;
}

/**
 * A filterable, sortable, paged product list. Every choice lives in the URL, so the back button
 * and a shared link both reproduce the view. Filters sit beside the list on wide screens and
 * in a side dialog on narrow ones.
 */
export function ProductBrowser({ scope = {}, toolbar }: ProductBrowserProps) {
  const t = useT();
  const { params, filters, update } = useUrlFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // One panel at a time (beside the list, or in the dialog), so its fields exist once in the page.
  // Before the screen is known (the server's markup) CSS shows the aside or the button.
  const wide = useMediaQuery('(min-width: 1024px)');
  const { data, isPending, isError, refetch } = useProductsQuery(browserParams(filters, scope));
  const activeFilters = PANEL_PARAMS.filter((param) => params.has(param)).length;
  const clearFilters = () => update(Object.fromEntries(PANEL_PARAMS.map((param) => [param, null])));
  const clearButton =
    activeFilters > 0 ? (
      <Button variant="subtle" onClick={clearFilters}>
        {t('Clear filters')}
      </Button>
    ) : null;
  const panel = (
    <div className="space-y-6">
      <FilterPanel facets={data?.filters} filters={filters} onChange={update} />
      {clearButton}
    </div>
  );

  return (
    <div className="flex gap-6">
      {wide !== false ? (
        <aside aria-label={t('Filters')} className="hidden w-60 shrink-0 lg:block">
          {panel}
        </aside>
      ) : null}
      <div className="min-w-0 flex-1 space-y-4">
        {toolbar}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-sm font-normal text-slate-600" aria-live="polite" data-testid="result-count">
            {data ? t(countKey(data.total, ':count product', ':count products'), { count: data.total }) : '\u00a0'}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {wide === true ? null : (
              <Button variant="subtle" size="sm" className="lg:hidden" onClick={() => setFiltersOpen(true)}>
                <SlidersHorizontal aria-hidden className="size-4" />
                {t('Filters')}
                {activeFilters > 0 ? ` (${activeFilters})` : null}
              </Button>
            )}
            {scope.sort_type ? null : (
              <SortSelect
                value={filters.sort_type ?? 'default'}
                onChange={(sort) => update({ sort: sort === 'default' ? null : sort })}
              />
            )}
          </div>
        </div>
        {isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <ProductGrid
            products={isPending ? undefined : data?.products}
            empty={<EmptyState title={t('No products found')}>{clearButton}</EmptyState>}
          />
        )}
        {data ? <Paginator total={data.total} perPage={PRODUCTS_PER_PAGE} /> : null}
      </div>
      <Dialog
        open={filtersOpen && !wide}
        onOpenChange={setFiltersOpen}
        title={t('Filters')}
        closeLabel={t('Close')}
        placement="start"
      >
        <div className="space-y-6 p-4">
          {panel}
          <Button className="w-full" onClick={() => setFiltersOpen(false)}>
            {data ? t('Show :count products', { count: data.total }) : t('Close')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
