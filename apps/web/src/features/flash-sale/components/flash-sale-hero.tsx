import type { FlashSaleSummary } from '@souk/contract';
import { Zap } from 'lucide-react';
import { COLUMN_WIDTH, LazyImage } from '../../../components/ui/lazy-image.tsx';
import { FlashSaleCountdown } from './flash-sale-countdown.tsx';

/** The sale's banner, name and countdown at the top of its page. */
export function FlashSaleHero({ sale }: { sale: FlashSaleSummary }) {
  return (
    <header className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <LazyImage
        src={sale.thumbnail}
        width={1200}
        height={400}
        sizes={COLUMN_WIDTH}
        first
        className="aspect-[3/1] w-full object-cover"
      />
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
          <Zap aria-hidden className="size-6 fill-amber-400 text-amber-500" />
          <bdi>{sale.name}</bdi>
        </h1>
        <FlashSaleCountdown sale={sale} />
      </div>
    </header>
  );
}
