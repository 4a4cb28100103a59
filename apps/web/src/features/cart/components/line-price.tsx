import { cartLineDisplayPrice, isQuotedLine } from '@souk/contract';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { CartLine } from '../types.ts';

/**
 * A cart or checkout line's unit price (docs/features/basket.md#line-prices). While a shop's quote
 * holds, its price with a "Quoted price" tag, since the list price and its discount no longer
 * apply; otherwise the price with the old one struck through and the percent badge when discounted.
 */
export function LinePrice({ line, className }: { line: CartLine; className?: string }) {
  const t = useT();
  const quoted = isQuotedLine(line);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <Price amount={cartLineDisplayPrice(line)} className={className} />
      {quoted ? (
        <span className="rounded bg-emerald-50 px-1.5 text-[11px] font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {t('Quoted price')}
        </span>
      ) : null}
      {!quoted && line.discount_price > 0 ? (
        <del className="text-xs text-slate-500">
          <Price amount={line.price} />
        </del>
      ) : null}
      {!quoted && line.discount_percentage > 0 ? (
        <span dir="ltr" className="rounded bg-rose-600 px-1 text-[11px] font-bold text-white">
          -{line.discount_percentage}%
        </span>
      ) : null}
    </p>
  );
}
