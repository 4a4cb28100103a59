import type { UseMutationResult } from '@tanstack/react-query';
import { shopImageTypes } from '@souk/contract';
import clsx from 'clsx';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { fieldError } from '../lib/errors.ts';
import { Writable } from './writable.tsx';

const ACCEPT = shopImageTypes.map((type) => `image/${type}`).join(',');

/** What an upload says, translated by its caller. */
export interface ImageUploadText {
  /** The picture's name: its heading and the image's text. */
  label: string;
  /** The button that picks a new file. */
  change: string;
  uploading: string;
  /** The toast once the server keeps the new picture. */
  saved: string;
  /** What files it takes, under the button. */
  hint: string;
  /** The refusal of a file over `maxBytes`, before it is sent. */
  tooLarge: string;
  /** Shown in the frame while there is no picture yet. */
  empty?: string;
}

/**
 * A picture and the way to replace it: the chosen file shows at once and is sent straight away
 * (it is not part of the form's save); a file over `maxBytes` is refused before it is sent, and
 * the server's refusal of form field `field` shows under it. Without `frame`, the picture is drawn
 * alone with `imageClassName`; with it, inside a box of that class.
 */
export function ImageUpload({
  field,
  url,
  maxBytes,
  upload,
  text,
  className,
  frame,
  imageClassName,
}: {
  field: string;
  url: string | null;
  maxBytes: number;
  upload: UseMutationResult<unknown, Error, File>;
  text: ImageUploadText;
  className?: string;
  frame?: string;
  imageClassName: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      setError(text.tooLarge);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(text.saved),
      onError: (failure) => setError(fieldError(failure, field) ?? failure.message),
      onSettled: () => setPreview(null),
    });
  };

  const shown = preview ?? url;
  const image = (
    <img
      src={shown ?? undefined}
      alt={text.label}
      aria-busy={upload.isPending || undefined}
      className={clsx(imageClassName, upload.isPending && 'opacity-60')}
    />
  );
  return (
    <div className={className}>
      <p className="mb-1 text-sm font-medium">{text.label}</p>
      {frame ? (
        <div className={frame}>{shown ? image : <span className="text-sm text-slate-600">{text.empty}</span>}</div>
      ) : (
        image
      )}
      <Writable>
        <label className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
          <ImageUp aria-hidden className="size-4" />
          {upload.isPending ? text.uploading : text.change}
          <input
            type="file"
            name={field}
            accept={ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
          />
        </label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {text.hint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </Writable>
    </div>
  );
}
