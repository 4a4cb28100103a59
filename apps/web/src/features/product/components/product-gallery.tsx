import type { ProductDetails } from '@souk/contract';
import clsx from 'clsx';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { useT } from '../../../lib/i18n.ts';

type Media = ProductDetails['thumbnails'][number];

/** Only files of this site play inline; anything else would load from outside (and the CSP blocks it). */
const isOwnFile = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The product's pictures and video (the video first, as the server orders them), with a thumbnail strip. */
export function ProductGallery({ product }: { product: ProductDetails }) {
  const t = useT();
  const media: Media[] =
    product.thumbnails.length > 0
      ? product.thumbnails
      : [{ id: 0, thumbnail: product.thumbnail, url: product.thumbnail, type: 'image' }];
  const [selectedId, setSelectedId] = useState(media[0]?.id);
  const current = media.find((item) => item.id === selectedId) ?? media[0];

  return (
    <div className="space-y-3" data-testid="product-gallery">
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        {current?.type === 'video' ? (
          isOwnFile(current.url) ? (
            <video
              src={current.url}
              poster={current.thumbnail}
              controls
              preload="metadata"
              className="aspect-square w-full bg-black object-contain"
            />
          ) : (
            <a
              href={current.url}
              target="_blank"
              rel="noopener noreferrer"
              className="relative block"
              aria-label={t('Watch video')}
            >
              <img src={current.thumbnail} alt="" className="aspect-square w-full object-cover" />
              <PlayCircle aria-hidden className="absolute inset-0 m-auto size-16 text-white drop-shadow" />
            </a>
          )
        ) : (
          <LazyImage
            src={current?.url || product.thumbnail}
            alt={product.name}
            width={600}
            height={600}
            sizes="(min-width: 1024px) 600px, 100vw"
            first
            className="aspect-square w-full object-contain"
          />
        )}
      </div>
      {media.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {media.map((item, i) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelectedId(item.id)}
                aria-label={item.type === 'video' ? t('Watch video') : t('Picture :number', { number: i + 1 })}
                aria-pressed={item.id === current?.id}
                className={clsx(
                  'relative block size-16 overflow-hidden rounded-md border-2 bg-white sm:size-20',
                  item.id === current?.id ? 'border-primary-600' : 'border-transparent',
                )}
              >
                <LazyImage src={item.thumbnail} width={80} height={80} eager className="size-full object-cover" />
                {item.type === 'video' ? (
                  <PlayCircle aria-hidden className="absolute inset-0 m-auto size-7 text-white drop-shadow" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
