import { CATEGORY_THUMBNAIL_MAX_BYTES, type StaffCategory } from '@souk/contract';
import { ImageUpload } from '../../components/image-upload.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useUploadThumbnail } from './use-catalogue.ts';

const MB = CATEGORY_THUMBNAIL_MAX_BYTES / 1024 / 1024;

/** A category's round picture, and the way to replace it (sent as soon as it is chosen). */
export function CategoryThumbnail({ category }: { category: StaffCategory }) {
  const { t } = useI18n();
  const upload = useUploadThumbnail(category.id);
  return (
    <ImageUpload
      field="thumbnail"
      url={category.thumbnail || null}
      maxBytes={CATEGORY_THUMBNAIL_MAX_BYTES}
      upload={upload}
      text={{
        label: t('catalogue.thumbnail'),
        change: t('catalogue.thumbnail.change'),
        uploading: t('catalogue.thumbnail.uploading'),
        saved: t('catalogue.thumbnail.saved'),
        hint: t('catalogue.thumbnail.hint', { mb: MB }),
        tooLarge: t('catalogue.thumbnail.tooLarge', { mb: MB }),
        empty: t('catalogue.thumbnail.none'),
      }}
      className="rounded-lg border border-slate-200 bg-white p-4"
      frame="flex size-24 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-center"
      imageClassName="size-full object-cover"
    />
  );
}
