import type { BlogCard as BlogCardData } from '@souk/contract';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { useT } from '../../../lib/i18n.ts';
import { BlogCard } from './blog-card.tsx';

/** Post cards in a grid; skeletons while `blogs` is undefined. */
export function BlogGrid({ blogs }: { blogs: BlogCardData[] | undefined }) {
  const t = useT();
  return (
    <CardGrid
      items={blogs}
      render={(blog) => <BlogCard blog={blog} />}
      columns="sm:grid-cols-2 lg:grid-cols-3"
      skeletons={6}
      skeletonClass="h-72 rounded-lg"
      empty={t('No posts found')}
    />
  );
}
