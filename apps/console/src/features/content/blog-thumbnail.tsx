import { BLOG_THUMBNAIL_MAX_BYTES, type StaffBlog } from '@souk/contract';
import { ImageUpload } from '../../components/image-upload.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SECTION } from './styles.ts';
import { useUploadThumbnail } from './use-blogs.ts';

const MB = BLOG_THUMBNAIL_MAX_BYTES / 1024 / 1024;

/** The post's thumbnail, as its card shows it, and the way to replace it (sent at once, not with the form). */
export function BlogThumbnail({ blog }: { blog: StaffBlog }) {
  const { t } = useI18n();
  const upload = useUploadThumbnail(blog.id);
  return (
    <ImageUpload
      field="thumbnail"
      url={blog.thumbnail || null}
      maxBytes={BLOG_THUMBNAIL_MAX_BYTES}
      upload={upload}
      text={{
        label: t('content.blog.thumbnail'),
        change: t(blog.thumbnail ? 'content.thumbnail.change' : 'content.thumbnail.add'),
        uploading: t('content.thumbnail.uploading'),
        saved: t('content.thumbnail.saved'),
        hint: t('content.thumbnail.hint', { mb: MB }),
        tooLarge: t('content.thumbnail.tooLarge', { mb: MB }),
        empty: t('content.thumbnail.none'),
      }}
      className={SECTION}
      frame="flex aspect-[16/9] w-full max-w-sm items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100"
      imageClassName="h-full w-full object-cover"
    />
  );
}
