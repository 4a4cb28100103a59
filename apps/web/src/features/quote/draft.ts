import type { Quote, QuoteLineInput } from '@souk/contract';

/** One product line of the request or edit form, as typed (the target price stays text until sent). */
export interface LineDraft {
  productId: number;
  name: string;
  quantity: number;
  sizeId: number | null;
  colorId: number | null;
  targetPrice: string;
}

/** The body's `lines`: a blank target price is left out, so the shop names its own price. */
export function linesBody(drafts: readonly LineDraft[]): QuoteLineInput[] {
  return drafts.map((draft) => ({
    product_id: draft.productId,
    quantity: draft.quantity,
    size: draft.sizeId,
    color: draft.colorId,
    target_price: draft.targetPrice.trim() === '' ? null : draft.targetPrice.trim(),
  }));
}

/** A pending quote's lines as the edit form starts from them. */
export function draftsFromQuote(quote: Pick<Quote, 'lines'>): LineDraft[] {
  return quote.lines.map((line) => ({
    productId: line.product.id,
    name: line.product.name,
    quantity: line.quantity,
    sizeId: line.size?.id ?? null,
    colorId: line.color?.id ?? null,
    targetPrice: line.target_price === null ? '' : String(line.target_price),
  }));
}

/** The server's messages for line `index` (`lines.0.quantity` -> `quantity`). */
export function lineErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `lines.${index}.`;
  const mine: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith(prefix)) mine[field.slice(prefix.length)] = message;
  }
  return mine;
}
