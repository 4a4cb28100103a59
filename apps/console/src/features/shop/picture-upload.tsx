import { SHOP_BANNER_MAX_BYTES, SHOP_LOGO_MAX_BYTES } from '@souk/contract';
import clsx from 'clsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { type ShopPicture, useUploadPicture } from './use-shop-profile.ts';

const MAX_BYTES: Record<ShopPicture, number> = { logo: SHOP_LOGO_MAX_BYTES, banner: SHOP_BANNER_MAX_BYTES };

const TEXT = {
  logo: { label: 'shopProfile.logo', change: 'shopProfile.changeLogo', saved: 'shopProfile.logoSaved' },
  banner: { label: 'shopProfile.banner', change: 'shopProfile.changeBanner', saved: 'shopProfile.bannerSaved' },
} as const;

/** A picture of the shop (the logo round, the banner wide) and the way to replace it. */
export function PictureUpload({ picture, url }: { picture: ShopPicture; url: string }) {
  const { t } = useI18n();
  const upload = useUploadPicture(picture);
  const mb = MAX_BYTES[picture] / 1024 / 1024;
  return (
    <ImageUpload
      field={picture}
      url={url}
      maxBytes={MAX_BYTES[picture]}
      upload={upload}
      text={{
        label: t(TEXT[picture].label),
        change: t(TEXT[picture].change),
        uploading: t('shopProfile.uploading'),
        saved: t(TEXT[picture].saved),
        hint: t('shopProfile.pictureHint', { mb }),
        tooLarge: t('shopProfile.tooLarge', { mb }),
      }}
      imageClassName={clsx(
        'border border-slate-200 bg-slate-100 object-cover',
        picture === 'logo' ? 'size-24 rounded-full' : 'aspect-[4/1] w-full rounded-md',
      )}
    />
  );
}
