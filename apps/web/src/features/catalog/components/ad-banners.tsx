import type { Banner } from '@souk/contract';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';

/** The home page's promotional banners under the categories. */
export function AdBanners({ ads }: { ads: Banner[] }) {
  if (ads.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {ads.map((ad) => (
        <SmartLink key={ad.id} url={ad.url ?? '/'} className="block overflow-hidden rounded-lg">
          <LazyImage
            src={ad.thumbnail}
            alt={ad.title}
            width={1200}
            height={400}
            sizes="(min-width: 1280px) 416px, (min-width: 640px) 33vw, 100vw"
            className="aspect-[3/1] w-full object-cover transition hover:scale-[1.02]"
          />
        </SmartLink>
      ))}
    </div>
  );
}
