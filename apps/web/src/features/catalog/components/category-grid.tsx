import type { Category } from '@souk/contract';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { useT } from '../../../lib/i18n.ts';
import { CategoryTile } from './category-tile.tsx';

/** Category tiles in a grid; round skeletons while `categories` is undefined. */
export function CategoryGrid({ categories, columns }: { categories: Category[] | undefined; columns: string }) {
  const t = useT();
  return (
    <CardGrid
      items={categories}
      render={(category) => <CategoryTile category={category} />}
      columns={columns}
      skeletons={10}
      skeletonClass="aspect-square rounded-full"
      empty={t('No categories found')}
    />
  );
}
