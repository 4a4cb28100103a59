import type { ShopCard as ShopCardData } from '@souk/contract';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ShopCard } from './shop-card.tsx';

/** Shop cards in a grid; skeletons while `shops` is undefined. */
export function ShopGrid({ shops, skeletons = 8 }: { shops: ShopCardData[] | undefined; skeletons?: number }) {
  const t = useT();
  return (
    <CardGrid
      items={shops}
      render={(shop) => <ShopCard shop={shop} />}
      columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      skeletons={skeletons}
      skeletonClass="h-52 rounded-lg"
      empty={t('No shops found')}
    />
  );
}
