import type { ChatMessage } from '@souk/contract';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { messageParts } from '../message-text.ts';

/** Message text with its http(s) links clickable; everything else is text, never markup. */
export function MessageText({ text }: { text: string }) {
  return (
    // dir="auto": a message reads in its own direction, whatever the page's language.
    <p className="whitespace-pre-wrap break-words" dir="auto">
      {messageParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2"
            dir="ltr"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** The product a message is about, as a card linking to its page. */
export function ProductCard({ product }: { product: NonNullable<ChatMessage['product']> }) {
  const discounted = product.discount_price > 0;
  return (
    <Link
      to={`/products/${product.id}/details`}
      className="flex w-60 max-w-full gap-2 rounded-md border border-slate-200 bg-white p-2 text-slate-900 hover:border-primary-300"
      data-testid="chat-product"
    >
      <LazyImage src={product.thumbnail} width={56} height={56} className="size-14 shrink-0 rounded object-cover" />
      <span className="min-w-0 text-sm">
        <span className="line-clamp-2 font-medium" dir="auto">
          {product.name}
        </span>
        <span className="flex flex-wrap items-center gap-x-2">
          <Price
            amount={discounted ? product.discount_price : product.price}
            className="font-semibold text-primary-800"
          />
          {discounted ? <Price amount={product.price} className="text-xs text-slate-500 line-through" /> : null}
        </span>
        <span className="flex items-center gap-1 text-xs text-slate-500">
          <Stars rating={product.rating} className="[&_svg]:size-3" />({product.total_reviews})
        </span>
      </span>
    </Link>
  );
}
