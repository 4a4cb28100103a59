import { SHOP_BANNER_MAX_BYTES, SHOP_LOGO_MAX_BYTES, shopImageTypes } from '@souk/contract';
import clsx from 'clsx';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';
import { type ShopPicture, useUploadPicture } from './use-shop-profile.ts';

const MAX_BYTES: Record<ShopPicture, number> = { logo: SHOP_LOGO_MAX_BYTES, banner: SHOP_BANNER_MAX_BYTES };
const ACCEPT = shopImageTypes.map((type) => `image/${type}`).join(',');

const TEXT = {
  logo: { label: 'shopProfile.logo', change: 'shopProfile.changeLogo', saved: 'shopProfile.logoSaved' },
  banner: { label: 'shopProfile.banner', change: 'shopProfile.changeBanner', saved: 'shopProfile.bannerSaved' },
} as const;

/**
 * A picture of the shop and the way to replace it: the chosen file shows at once and is sent
 * straight away (it is not part of the form's save); the server's refusal shows under it.
 */
export function PictureUpload({ picture, url }: { picture: ShopPicture; url: string }) {
  const { t } = useI18n();
  const id = useId();
  const upload = useUploadPicture(picture);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES[picture]) {
      setError(t('shopProfile.tooLarge', { mb: MAX_BYTES[picture] / 1024 / 1024 }));
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(t(TEXT[picture].saved)),
      onError: (failure) => setError(failure.message),
      onSettled: () => setPreview(null),
    });
  };

  return (
    <div>
      <p className="mb-1 text-sm font-medium">{t(TEXT[picture].label)}</p>
      <img
        src={preview ?? url}
        alt={t(TEXT[picture].label)}
        aria-busy={upload.isPending || undefined}
        className={clsx(
          'border border-slate-200 bg-slate-100 object-cover',
          picture === 'logo' ? 'size-24 rounded-full' : 'aspect-[4/1] w-full rounded-md',
          upload.isPending && 'opacity-60',
        )}
      />
      <label className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
        <ImageUp aria-hidden className="size-4" />
        {upload.isPending ? t('shopProfile.uploading') : t(TEXT[picture].change)}
        <input
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={upload.isPending}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('shopProfile.pictureHint', { mb: MAX_BYTES[picture] / 1024 / 1024 })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
