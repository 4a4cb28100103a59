import type { ProductCard as ProductCardData } from '@souk/contract';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ProductCard } from './product-card.tsx';

/** Two columns on a phone: the first row is on screen as the page opens. */
const EAGER_CARDS = 2;
const COLUMNS = 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';
/** For a grid across the whole page width (no filter panel beside it). */
export const WIDE_COLUMNS = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6';

interface ProductGridProps {
  /** Undefined while loading. */
  products: ProductCardData[] | undefined;
  skeletons?: number;
  columns?: string;
  /** Shown instead of an empty grid; 'No products found' unless given. */
  empty?: ReactNode;
}

export function ProductGrid({ products, skeletons = 10, columns = COLUMNS, empty }: ProductGridProps) {
  const t = useT();
  return (
    <CardGrid
      items={products}
      render={(product, index) => <ProductCard product={product} eager={index < EAGER_CARDS} />}
      columns={columns}
      skeletons={skeletons}
      skeletonClass="aspect-[3/4.4] rounded-lg"
      empty={empty ?? t('No products found')}
    />
  );
}
