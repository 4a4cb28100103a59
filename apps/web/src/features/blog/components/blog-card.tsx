import type { BlogCard as BlogCardData } from '@souk/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { BlogMeta } from './blog-meta.tsx';

/** A post's picture, title, summary and meta; the whole card links to the post. */
export function BlogCard({ blog }: { blog: BlogCardData }) {
  return (
    <Card testId="blog-card">
      <LazyImage
        src={blog.thumbnail}
        width={800}
        height={450}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <BlogMeta blog={blog} />
        <h3 className="line-clamp-2 font-semibold group-hover:text-primary-700">
          <Link to={`/blog/${blog.slug}`} className="after:absolute after:inset-0">
            <bdi>{blog.title}</bdi>
          </Link>
        </h3>
        {blog.short_description ? (
          <p className="line-clamp-3 text-sm text-slate-600">
            <bdi>{blog.short_description}</bdi>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
