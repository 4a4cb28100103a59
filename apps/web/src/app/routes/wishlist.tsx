import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { ProductGrid } from '../../features/catalog/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useFavoriteProductsQuery } from '../../features/wishlist/index.ts';

const COLUMNS = 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4';

/** The shopper's favourite products; a heart toggled off here disappears on the next refresh. */
export function Component() {
  const t = useT();
  const { data } = useFavoriteProductsQuery();
  return (
    <AccountScreen title="Wishlist">
      <ProductGrid products={data?.products} skeletons={4} columns={COLUMNS} empty={t('Your wishlist is empty')} />
    </AccountScreen>
  );
}
