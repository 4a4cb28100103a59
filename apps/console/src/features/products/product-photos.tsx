import { ApiError } from '@souk/client';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageTypes,
  type SellerProduct,
  type SellerProductImage,
} from '@souk/contract';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { Writable } from '../../components/writable.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useReadOnly } from '../../lib/support-view.ts';
import { SECTION } from './styles.ts';
import { useChooseThumbnail, useDeleteImage, useOrderImages, useUploadImages } from './use-products.ts';

const ACCEPT = productImageTypes.map((type) => `image/${type}`).join(',');
const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;
const ICON_BUTTON =
  'rounded-md border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-white';

/** `ids` with the picture at `from` moved to `to`. */
function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * What the server refused of an upload, each refusal under the name of the file it is about
 * (`images.2` is the third file sent); a refusal of the whole upload as it is.
 */
function uploadErrors(error: Error, files: File[], t: Translate): string[] {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return [error.message];
  return Object.entries(error.errors).map(([field, messages]) => {
    const file = files[Number(/^images\.(\d+)$/.exec(field)?.[1] ?? Number.NaN)];
    const message = messages[0] ?? error.message;
    return file ? t('productMedia.fileError', { file: file.name, message }) : message;
  });
}

/** The upload control: one or several files, checked for size here before they are sent. */
function AddPhotos({ productId, held }: { productId: number; held: number }) {
  const { t } = useI18n();
  const id = useId();
  const upload = useUploadImages(productId);
  const [errors, setErrors] = useState<string[]>([]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const tooLarge = files.filter((file) => file.size > PRODUCT_IMAGE_MAX_BYTES);
    if (tooLarge.length > 0 || held + files.length > MAX_PRODUCT_IMAGES) {
      setErrors([
        ...tooLarge.map((file) =>
          t('productMedia.fileError', { file: file.name, message: t('productMedia.tooLarge', { mb: MAX_MB }) }),
        ),
        ...(held + files.length > MAX_PRODUCT_IMAGES
          ? [t('productMedia.tooMany', { max: MAX_PRODUCT_IMAGES, count: held })]
          : []),
      ]);
      return;
    }
    setErrors([]);
    upload.mutate(files, {
      onSuccess: () => toast.success(t('productMedia.added', { count: files.length })),
      onError: (failure) => setErrors(uploadErrors(failure, files, t)),
    });
  };
  return (
    <div className="mt-3">
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
        <ImagePlus aria-hidden className="size-4" />
        {upload.isPending ? t('productMedia.uploading') : t('productMedia.add')}
        <input
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          disabled={upload.isPending || held >= MAX_PRODUCT_IMAGES}
          aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-errors` : ''}`}
          aria-invalid={errors.length > 0 || undefined}
          onChange={onChange}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('productMedia.hint', { mb: MAX_MB, max: MAX_PRODUCT_IMAGES })}
      </p>
      {errors.length > 0 && (
        <ul id={`${id}-errors`} role="alert" className="mt-1 space-y-0.5 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>
              <bdi>{error}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The product's gallery: its photos in the order shoppers see them, each moved by dragging (on
 * a desktop) or by its arrow buttons (keyboard and touch), made the card picture or deleted.
 * Every change is sent at once; the product form's save is not needed for it.
 */
export function ProductPhotos({ product }: { product: SellerProduct }) {
  const { t } = useI18n();
  const order = useOrderImages(product.id);
  const remove = useDeleteImage(product.id);
  const choose = useChooseThumbnail(product.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const readOnly = useReadOnly();
  const busy = order.isPending || remove.isPending || choose.isPending;
  const images = product.images;
  const ids = images.map((image) => image.id);
  const failed = (error: Error) => toast.error(error.message);

  const move = (from: number, to: number) =>
    order.mutate(moved(ids, from, to), { onSuccess: () => toast.success(t('productMedia.moved')), onError: failed });

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragged === null ? -1 : ids.indexOf(dragged);
    setDragged(null);
    setOver(null);
    if (from >= 0 && from !== index) move(from, index);
  };

  const row = (image: SellerProductImage, index: number) => {
    const number = index + 1;
    const isCard = image.url === product.thumbnail;
    return (
      <li
        key={image.id}
        draggable={!busy && !readOnly}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          setDragged(image.id);
        }}
        onDragEnd={() => {
          setDragged(null);
          setOver(null);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(image.id);
        }}
        onDrop={dropOn(index)}
        data-photo={number}
        className={clsx(
          'flex flex-wrap items-center gap-3 rounded-md border bg-white p-2',
          over === image.id && dragged !== image.id ? 'border-primary-600 ring-2 ring-primary-200' : 'border-slate-200',
          dragged === image.id && 'opacity-50',
        )}
      >
        {!readOnly && (
          <GripVertical aria-hidden className="hidden size-4 shrink-0 cursor-grab text-slate-400 md:block" />
        )}
        <img src={image.url} alt="" className="size-16 shrink-0 rounded border border-slate-200 object-cover" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium whitespace-nowrap">{t('productMedia.photo', { number })}</p>
          {isCard && (
            <p className="mt-0.5 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800">
              <Star aria-hidden className="size-3 fill-current" />
              {t('productMedia.card')}
            </p>
          )}
        </div>
        {/* A line of their own on a phone, beside the photo from a tablet up. */}
        <Writable>
          <div className="flex w-full flex-wrap items-center gap-1 sm:w-auto">
            <button
              type="button"
              className={ICON_BUTTON}
              disabled={busy || index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={t('productMedia.moveUp', { number })}
              title={t('productMedia.moveUp', { number })}
            >
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              disabled={busy || index === images.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={t('productMedia.moveDown', { number })}
              title={t('productMedia.moveDown', { number })}
            >
              <ArrowDown aria-hidden className="size-4" />
            </button>
            {!isCard && (
              <button
                type="button"
                className={clsx(ICON_BUTTON, 'flex items-center gap-1 text-sm')}
                disabled={busy}
                onClick={() =>
                  choose.mutate(image.id, {
                    onSuccess: () => toast.success(t('productMedia.cardChosen', { number })),
                    onError: failed,
                  })
                }
                aria-label={t('productMedia.makeCardLabel', { number })}
                title={t('productMedia.makeCardLabel', { number })}
              >
                <Star aria-hidden className="size-4" />
                <span className="hidden sm:inline">{t('productMedia.makeCard')}</span>
              </button>
            )}
            {images.length > 1 && (
              <ConfirmButton
                label={t('productMedia.delete')}
                question={t('productMedia.deleteQuestion', { number })}
                confirmLabel={t('productMedia.deleteYes')}
                pending={busy}
                size="sm"
                icon={<Trash2 aria-hidden className="size-4" />}
                onConfirm={(done) =>
                  remove.mutate(image.id, {
                    onSuccess: () => toast.success(t('productMedia.deleted')),
                    onError: failed,
                    onSettled: done,
                  })
                }
              />
            )}
          </div>
        </Writable>
      </li>
    );
  };

  return (
    <section aria-labelledby="photos-title" className={SECTION}>
      <h2 id="photos-title" className="font-semibold">
        {t('productMedia.title')}
      </h2>
      {images.length > 0 && <ol className="mt-3 space-y-2">{images.map(row)}</ol>}
      <Writable>
        {images.length === 1 && <p className="mt-2 text-xs text-slate-600">{t('productMedia.keepOne')}</p>}
        <AddPhotos productId={product.id} held={images.length} />
      </Writable>
    </section>
  );
}

/** Where the photos go on a product not saved yet. */
export function PhotosAfterSave() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="photos-title" className={SECTION}>
      <h2 id="photos-title" className="font-semibold">
        {t('productMedia.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('productMedia.saveFirst')}</p>
    </section>
  );
}
