import type { Banner } from '@souk/contract';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COLUMN_WIDTH, LazyImage } from '../../../components/ui/lazy-image.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';

const AUTO_ADVANCE_MS = 5000;

/**
 * The home page's banners, one at a time: previous/next buttons, a dot per banner, and an
 * automatic turn every five seconds that stops while the pointer or focus is on the slider
 * or when the shopper asks for reduced motion.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const t = useT();
  const rtl = useSettingsStore((s) => s.direction) === 'rtl';
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(id);
  }, [paused, count]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const arrow =
    'absolute top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-1.5 text-slate-800 shadow hover:bg-white sm:block';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('Featured')}
      className="relative overflow-hidden rounded-xl bg-slate-200"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex transition-transform duration-500 motion-reduce:transition-none"
        // In rtl the row runs right to left, so the strip moves the other way.
        style={{ transform: `translateX(${(rtl ? 1 : -1) * index * 100}%)` }}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className="w-full shrink-0"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <SmartLink url={banner.url ?? '/'} className="block">
              <LazyImage
                src={banner.thumbnail}
                alt={banner.title}
                width={1200}
                height={400}
                sizes={COLUMN_WIDTH}
                first={i === 0}
                className="aspect-[3/1] w-full object-cover"
              />
            </SmartLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" aria-label={t('Previous slide')} onClick={() => go(-1)} className={`${arrow} start-3`}>
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          <button type="button" aria-label={t('Next slide')} onClick={() => go(1)} className={`${arrow} end-3`}>
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('Go to slide :number', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={clsx('h-2 rounded-full transition-all', i === index ? 'w-5 bg-white' : 'w-2 bg-white/60')}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
