import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LazyImage } from '../../components/ui/lazy-image.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { BlogGrid, BlogMeta, useBlogQuery } from '../../features/blog/index.ts';
import { ProductGrid } from '../../features/catalog/index.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ApiError } from '../../lib/api-client.ts';

/** A post: picture, sanitised body and tags, popular posts beside it, related posts and products below. */
export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useBlogQuery(slug);
  usePageTitle(data?.blog.title, false);

  if (error instanceof ApiError && error.status === 404) {
    return <NotFoundState message="This post does not exist." />;
  }
  if (error) return <ErrorState className="px-4 py-16 text-center text-sm" onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton className="mx-3 my-6 h-[32rem] sm:mx-4" />;
  const { blog } = data;
  return (
    <div className="space-y-10 px-3 py-6 sm:px-4">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0 space-y-4">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">
            <bdi>{blog.title}</bdi>
          </h1>
          <BlogMeta blog={blog} />
          <img
            src={blog.thumbnail}
            alt=""
            width={800}
            height={450}
            className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
          />
          <SafeHtml html={blog.description} />
          {blog.tags.length > 0 ? (
            <ul aria-label={t('Tags')} className="flex flex-wrap gap-2">
              {blog.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </article>
        {data.popular_blogs.length > 0 ? (
          <aside aria-labelledby="popular-blogs" className="space-y-3">
            <h2 id="popular-blogs" className="text-lg font-bold">
              {t('Popular Blogs')}
            </h2>
            <ul className="space-y-3">
              {data.popular_blogs.map((post) => (
                <li key={post.id}>
                  <Link to={`/blog/${post.slug}`} className="group flex gap-3">
                    <LazyImage
                      src={post.thumbnail}
                      width={96}
                      height={54}
                      className="aspect-video w-24 shrink-0 rounded object-cover"
                    />
                    <span className="line-clamp-3 text-sm font-medium group-hover:text-primary-700">
                      <bdi>{post.title}</bdi>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      {data.related_blogs.length > 0 ? (
        <Section id="related-blogs" title={t('Related Posts')}>
          <BlogGrid blogs={data.related_blogs} />
        </Section>
      ) : null}
      {data.related_products.length > 0 ? (
        <Section id="related-products" title={t('Related Products')}>
          <ProductGrid products={data.related_products} columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" />
        </Section>
      ) : null}
    </div>
  );
}
