import type { ProductDetails } from '@souk/contract';
import { ShoppingBag, Zap } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@souk/ui/button';
import { Price } from '../../../components/ui/price.tsx';
import { QuantityInput } from '../../../components/ui/quantity-input.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useT } from '../../../lib/i18n.ts';
import { defaultChoice, type OptionChoice, priceWithOptions } from '../options.ts';
import { BuyBar } from './buy-bar.tsx';
import { OptionPicker } from './option-picker.tsx';

export interface Purchase extends OptionChoice {
  quantity: number;
  unitId: number | null;
}

interface PurchasePanelProps {
  product: ProductDetails;
  onPurchase: (purchase: Purchase, buyNow: boolean) => void;
  pending: boolean;
  /** The wishlist heart, supplied by the screen. */
  wishlist: ReactNode;
}

/** Name, rating, the price for the chosen size and colour, stock, quantity, Add to Cart and Buy Now. */
export function PurchasePanel({ product, onPurchase, pending, wishlist }: PurchasePanelProps) {
  const t = useT();
  const [choice, setChoice] = useState(() => defaultChoice(product));
  const [quantity, setQuantity] = useState(1);
  const { price, oldPrice } = priceWithOptions(product, choice);
  const inStock = product.quantity > 0;
  const purchase = (buyNow: boolean) => onPurchase({ ...choice, quantity, unitId: product.unit?.id ?? null }, buyNow);
  const buttons = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        {product.brand ? (
          <p className="text-sm text-slate-500">
            <bdi>{product.brand}</bdi>
          </p>
        ) : null}
        <h1 className="text-xl font-bold sm:text-2xl">
          <bdi>{product.name}</bdi>
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Stars rating={product.rating} /> {product.rating.toFixed(1)}
          </span>
          <a href="#reviews" className="hover:underline">
            {t(':count reviews', { count: product.total_reviews })}
          </a>
          <span>{t(':count sold', { count: product.total_sold })}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        <Price amount={price} className="text-2xl font-bold text-primary-800 sm:text-3xl" />
        {oldPrice !== null ? (
          <del className="text-base text-slate-500">
            <Price amount={oldPrice} />
          </del>
        ) : null}
        {product.discount_percentage > 0 ? (
          <span dir="ltr" className="rounded bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white">
            -{product.discount_percentage}%
          </span>
        ) : null}
      </div>
      {product.short_description ? (
        <p className="text-sm text-slate-700">
          <bdi>{product.short_description}</bdi>
        </p>
      ) : null}
      <OptionPicker
        name="size"
        legend={t('Size')}
        options={product.sizes}
        selected={choice.sizeId}
        onSelect={(sizeId) => setChoice((c) => ({ ...c, sizeId }))}
      />
      <OptionPicker
        name="color"
        legend={t('Color')}
        options={product.colors.map((color) => ({ ...color, swatch: color.color_code }))}
        selected={choice.colorId}
        onSelect={(colorId) => setChoice((c) => ({ ...c, colorId }))}
      />
      {product.unit ? (
        <OptionPicker
          name="unit"
          legend={t('Unit')}
          options={[product.unit]}
          selected={product.unit.id}
          onSelect={() => undefined}
        />
      ) : null}
      <p
        className={inStock ? 'text-sm font-semibold text-emerald-700' : 'text-sm font-semibold text-rose-700'}
        data-testid="stock-state"
      >
        {inStock ? `${t('In Stock')} (${t(':count available', { count: product.quantity })})` : t('Out of Stock')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <QuantityInput value={quantity} onChange={setQuantity} max={product.quantity} disabled={!inStock} />
        {wishlist}
      </div>
      <div ref={buttons} className="grid gap-3 min-[400px]:grid-cols-2">
        <Button variant="outline" disabled={!inStock || pending} onClick={() => purchase(false)}>
          <ShoppingBag aria-hidden className="size-4" />
          {t('Add to Cart')}
        </Button>
        <Button disabled={!inStock || pending} onClick={() => purchase(true)}>
          <Zap aria-hidden className="size-4" />
          {t('Buy Now')}
        </Button>
      </div>
      <BuyBar watch={buttons} price={price} disabled={!inStock || pending} onPurchase={purchase} />
    </div>
  );
}
