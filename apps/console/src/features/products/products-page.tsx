import { FileSpreadsheet, Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionLink } from '../../components/action-link.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { BulkEditBar } from './bulk-edit-bar.tsx';
import { useListState } from './list-state.ts';
import { ProductsTable } from './products-table.tsx';
import { ProductFilters } from './product-filters.tsx';
import { PRODUCTS_PER_PAGE, useProducts } from './use-products.ts';

/** The shop's products, searched, filtered, sorted and paged by the server. */
export function ProductsPage() {
  const { t } = useI18n();
  const [state, update] = useListState();
  const products = useProducts(state);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return (
    <ListPage
      titleId="products-title"
      title={t('products.title')}
      actions={
        <>
          <ActionLink to="/products/import" icon={FileSpreadsheet}>
            {t('productCsv.link')}
          </ActionLink>
          <ActionLink to="/products/new" icon={Plus} primary>
            {t('products.new')}
          </ActionLink>
        </>
      }
      search={{ label: t('products.search'), value: state.search, onSearch: (search) => update({ search }) }}
      filters={<ProductFilters state={state} update={update} />}
      count={(total) => t('products.count', { count: total })}
      above={selected.size > 0 && <BulkEditBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
      query={products}
      rows={(data) => data.products}
      empty={t('products.empty')}
      paging={{ page: state.page, perPage: PRODUCTS_PER_PAGE, onPage: (page) => update({ page }) }}
    >
      {(rows) => (
        <ProductsTable products={rows} selected={selected} onSelect={setSelected} busy={products.isPlaceholderData} />
      )}
    </ListPage>
  );
}
