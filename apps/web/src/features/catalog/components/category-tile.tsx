import type { Category } from '@souk/contract';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';

/** A category's round picture and name, linking to its products. */
export function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to={`/categories/${category.slug}`}
      className="flex min-w-0 flex-col items-center gap-1.5 text-center text-xs font-medium text-slate-800 hover:text-primary-700 sm:text-sm"
    >
      <LazyImage
        src={category.thumbnail}
        width={96}
        height={96}
        className="aspect-square w-full max-w-24 rounded-full bg-white object-cover shadow-sm"
      />
      <span className="line-clamp-2">
        <bdi>{category.name}</bdi>
      </span>
    </Link>
  );
}
