import { PROMOTION_IMAGE_MAX_BYTES, shopImageTypes } from '@souk/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { ImageUpload } from '../../components/image-upload.tsx';
import { useI18n } from '../../lib/i18n.tsx';

const ACCEPT = shopImageTypes.map((type) => `image/${type}`).join(',');
export const PICTURE_MB = PROMOTION_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * A new banner's or sale's picture, chosen with the rest of its form and sent with it: shown as
 * soon as it is chosen; one over the size is refused before it is sent. `error` is the form's
 * (none chosen) or the server's refusal of the file.
 */
export function PictureInput({
  picture,
  onPick,
  error,
  onError,
}: {
  picture: File | null;
  onPick: (file: File) => void;
  error: string | undefined;
  onError: (message: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > PROMOTION_IMAGE_MAX_BYTES) return onError(t('promotions.picture.tooLarge', { mb: PICTURE_MB }));
    setPreview(URL.createObjectURL(file));
    onPick(file);
  };
  return (
    <div>
      <p className="mb-1 text-sm font-medium">{t('promotions.picture')}</p>
      <div className="flex aspect-[3/1] max-w-md items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100">
        {preview ? (
          <img src={preview} alt={t('promotions.picture')} className="size-full object-cover" />
        ) : (
          <span className="text-sm text-slate-600">{t('promotions.picture.none')}</span>
        )}
      </div>
      <label className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
        <ImageUp aria-hidden className="size-4" />
        {t(picture ? 'promotions.picture.change' : 'promotions.picture.choose')}
        <input
          type="file"
          name="thumbnail"
          accept={ACCEPT}
          className="sr-only"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('promotions.picture.hint', { mb: PICTURE_MB })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The picture of a banner or a sale that exists: sent, and so replaced, as soon as another is chosen. */
export function StoredPicture({ url, upload }: { url: string; upload: UseMutationResult<unknown, Error, File> }) {
  const { t } = useI18n();
  return (
    <ImageUpload
      field="thumbnail"
      url={url}
      maxBytes={PROMOTION_IMAGE_MAX_BYTES}
      upload={upload}
      text={{
        label: t('promotions.picture'),
        change: t('promotions.picture.change'),
        uploading: t('promotions.picture.uploading'),
        saved: t('promotions.picture.saved'),
        hint: t('promotions.picture.hint', { mb: PICTURE_MB }),
        tooLarge: t('promotions.picture.tooLarge', { mb: PICTURE_MB }),
      }}
      imageClassName="aspect-[3/1] w-full max-w-md rounded-md object-cover"
    />
  );
}
