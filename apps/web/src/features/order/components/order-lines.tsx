import { cartAmount, effectiveUnitPrice, type OrderProduct } from '@souk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LineOptions } from '../../../components/ui/line-options.tsx';
import { Price } from '../../../components/ui/price.tsx';

/**
 * The lines as ordered: name, size, colour, the unit price kept from the order (the discounted
 * one when the order got a discount, the list price struck through beside it), and quantity.
 * `action` adds what the screen offers for a line under its name (a review, once delivered).
 */
export function OrderLines({
  products,
  action,
}: {
  products: readonly OrderProduct[];
  action?: (line: OrderProduct) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="order-lines">
      {products.map((line, index) => (
        // On a phone the prices go under the name, so the name has the width to be read whole.
        <li
          key={`${line.id}-${index}`}
          className="flex flex-wrap gap-x-3 gap-y-1 py-3 sm:flex-nowrap"
          data-testid="order-line"
        >
          <img src={line.thumbnail} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <Link
              to={`/products/${line.id}/details`}
              dir="auto"
              className="block font-medium break-words hover:underline print:no-underline"
            >
              <bdi>{line.name}</bdi>
            </Link>
            <LineOptions size={line.size} color={line.color} />
            {action?.(line)}
          </div>
          <div className="flex w-full items-baseline justify-between gap-2 ps-[4.25rem] text-sm sm:block sm:w-auto sm:shrink-0 sm:ps-0 sm:text-end">
            <p dir="ltr">
              {line.discount_price > 0 && <Price amount={line.price} className="me-1 text-slate-500 line-through" />}
              <Price amount={effectiveUnitPrice(line)} /> × {line.order_qty}
            </p>
            <Price amount={cartAmount([{ ...line, quantity: line.order_qty }])} className="font-semibold" />
          </div>
        </li>
      ))}
    </ul>
  );
}
