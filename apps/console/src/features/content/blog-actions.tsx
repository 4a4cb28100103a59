import type { StaffBlogRow } from '@souk/contract';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useDeleteBlog, useSetBlogActive } from './use-blogs.ts';

const BUTTON =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50';

/** A post's row actions: show or hide it (a post without a thumbnail is shown from its page), remove it. */
export function BlogActions({ blog }: { blog: StaffBlogRow }) {
  const { t } = useI18n();
  const setActive = useSetBlogActive();
  const remove = useDeleteBlog();
  const name = blog.title;
  const toggle = () =>
    setActive.mutate(
      { id: blog.id, active: !blog.is_active },
      {
        onSuccess: () => toast.success(t(blog.is_active ? 'content.blog.hidden' : 'content.blog.shown', { name })),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(blog.is_active || blog.thumbnail !== '') && (
        <button
          type="button"
          className={BUTTON}
          disabled={setActive.isPending}
          aria-label={t(blog.is_active ? 'content.blog.hideNamed' : 'content.blog.showNamed', { name })}
          onClick={toggle}
        >
          {blog.is_active ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          {t(blog.is_active ? 'content.blog.hide' : 'content.blog.show')}
        </button>
      )}
      <ConfirmButton
        label={t('content.remove')}
        question={t('content.blog.removeConfirm', { name })}
        confirmLabel={t('content.remove')}
        icon={<Trash2 aria-hidden className="size-4" />}
        size="sm"
        pending={remove.isPending}
        onConfirm={(done) =>
          remove.mutate(blog.id, {
            onSuccess: () => toast.success(t('content.removed', { name })),
            onError: (error) => toast.error(error.message),
            onSettled: done,
          })
        }
      />
    </div>
  );
}
