import type { Language, StaffBlogResponse, StaffBlogValues } from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DetailPage } from '../../components/detail-page.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { BlogForm } from './blog-form.tsx';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { BlogThumbnail } from './blog-thumbnail.tsx';
import { useBlog, useBlogCategories, useSaveBlog } from './use-blogs.ts';

/** `/content/blogs/new` and `/content/blogs/:id`: a post's form, empty or with the post. */
export function BlogPage() {
  const { id } = useParams();
  return id === undefined ? <NewBlog /> : <ExistingBlog id={Number(id)} />;
}

/** The categories a post may be in and the other languages its texts may be written in, once loaded. */
function WithChoices({
  children,
}: {
  children: (choices: {
    categories: Array<{ id: number; name: string }>;
    fallback: Language | undefined;
    languages: Language[];
  }) => ReactNode;
}) {
  const { t } = useI18n();
  const choices = useBlogCategories();
  if (choices.isPending) return <p>{t('loading')}</p>;
  if (choices.isError) return <LoadError error={choices.error} retry={() => void choices.refetch()} />;
  const { categories, languages } = choices.data;
  return children({
    categories,
    fallback: languages.find((language) => language.is_default),
    languages: languages.filter((language) => !language.is_default),
  });
}

function NewBlog() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const save = useSaveBlog(undefined);
  const onSave = async (values: StaffBlogValues) => {
    const saved = await save.mutateAsync(values);
    toast.success(t('content.blog.created', { name: saved.blog.title }));
    void navigate(`/content/blogs/${saved.blog.id}`);
  };
  return (
    <section aria-labelledby="blog-title" className="mx-auto max-w-4xl">
      <Link to="/content" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('content.blogs.back')}
      </Link>
      <h1 id="blog-title" className="mb-4 text-2xl font-semibold">
        {t('content.blog.newTitle')}
      </h1>
      <WithChoices>
        {({ categories, fallback, languages }) => (
          <BlogForm
            blog={undefined}
            fallback={fallback}
            categories={categories}
            languages={languages}
            saving={save.isPending}
            onSave={onSave}
          />
        )}
      </WithChoices>
    </section>
  );
}

function ExistingBlog({ id }: { id: number }) {
  const { t } = useI18n();
  const blog = useBlog(id);
  return (
    <DetailPage titleId="blog-title" back={{ to: '/content', label: t('content.blogs.back') }} query={blog}>
      {/* Keyed by the post, so the form starts again from another post's values. */}
      {(data) => <BlogDetails key={data.blog.id} data={data} />}
    </DetailPage>
  );
}

function BlogDetails({ data }: { data: StaffBlogResponse }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { blog } = data;
  const save = useSaveBlog(blog.id);
  const onSave = async (values: StaffBlogValues) => {
    await save.mutateAsync(values);
    toast.success(t('content.saved', { name: values.title }));
    void navigate('/content');
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="blog-title" className="text-2xl font-semibold break-words">
          <bdi>{blog.title}</bdi>
        </h1>
        <BlogStatusBadge active={blog.is_active} />
      </div>
      <BlogThumbnail blog={blog} />
      <WithChoices>
        {({ categories, fallback, languages }) => (
          <BlogForm
            blog={blog}
            fallback={fallback}
            categories={categories}
            languages={languages}
            saving={save.isPending}
            onSave={onSave}
          />
        )}
      </WithChoices>
    </div>
  );
}
