import { BRANDING_IMAGE_MAX_BYTES, type BrandingImageKey } from '@souk/contract';
import { ImageUpload } from '../../components/image-upload.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useUploadBrandingImage } from './use-branding.ts';

const MB = BRANDING_IMAGE_MAX_BYTES / 1024 / 1024;

/** One of the storefront's pictures, shown whole in a box, and the way to replace it. */
export function BrandingImageUpload({ image, url }: { image: BrandingImageKey; url: string | null }) {
  const { t } = useI18n();
  const upload = useUploadBrandingImage(image);
  return (
    <ImageUpload
      field={image}
      url={url}
      maxBytes={BRANDING_IMAGE_MAX_BYTES}
      upload={upload}
      text={{
        label: t(`branding.image.${image}`),
        change: t(`branding.change.${image}`),
        uploading: t('branding.uploading'),
        saved: t(`branding.saved.${image}`),
        hint: t('branding.pictureHint', { mb: MB }),
        tooLarge: t('branding.tooLarge', { mb: MB }),
        empty: t('branding.noImage'),
      }}
      className="min-w-0"
      frame="flex h-24 items-center justify-center rounded-md border border-slate-200 bg-slate-100 p-2"
      imageClassName="max-h-full max-w-full object-contain"
    />
  );
}
