import type { QuoteLine } from '@souk/contract';
import { Link } from 'react-router';
import { LineOptions } from '../../../components/ui/line-options.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';

/** What was asked (quantity, options, target price) and, once answered, the shop's unit price. */
export function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-200">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 py-3" data-testid="quote-line">
          <img
            src={line.product.thumbnail}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded object-cover"
          />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <Link to={`/products/${line.product.id}/details`} className="font-medium break-words hover:underline">
              <bdi>{line.product.name}</bdi>
            </Link>
            <LineOptions size={line.size} color={line.color} />
            <p className="text-slate-600">
              {t('Qty')}: {line.quantity}
              {line.target_price !== null ? (
                <>
                  {' · '}
                  {t('Target price')}: <Price amount={line.target_price} />
                </>
              ) : null}
            </p>
          </div>
          <div className="shrink-0 text-end text-sm">
            {line.unit_price !== null ? (
              <>
                <p className="text-xs text-slate-500">{t('Quoted price')}</p>
                <Price amount={line.unit_price} className="font-semibold text-primary-800" />
              </>
            ) : (
              <p className="text-xs text-slate-500">{t('Waiting for the shop')}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
