import { quoteStatuses } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { draftsFromQuote, lineErrors, linesBody } from '../src/features/quote/draft.ts';
import { QUOTE_TABS, quoteTab } from '../src/features/quote/statuses.ts';
import { pageSlice } from '../src/lib/pagination.ts';

const line = (overrides: Partial<Parameters<typeof linesBody>[0][number]> = {}) => ({
  productId: 7,
  name: 'Linen Shirt',
  quantity: 3,
  sizeId: 2,
  colorId: null,
  targetPrice: '',
  ...overrides,
});

describe('linesBody', () => {
  it('sends product, quantity, size and colour ids, and no target price when it is blank', () => {
    expect(linesBody([line({ targetPrice: '   ' })])).toEqual([
      { product_id: 7, quantity: 3, size: 2, color: null, target_price: null },
    ]);
  });

  it('sends a typed target price as the trimmed text, for the server to check', () => {
    expect(linesBody([line({ targetPrice: ' 12.50 ' })])[0]?.target_price).toBe('12.50');
  });
});

describe('draftsFromQuote', () => {
  it('starts the edit form from the quote lines, a missing target price as an empty field', () => {
    const quote = {
      lines: [
        {
          id: 1,
          product: { id: 9, name: 'Mug', thumbnail: '', price: 10, discount_price: 0 },
          size: null,
          color: { id: 4, name: 'Red' },
          quantity: 5,
          target_price: 8.5,
          unit_price: null,
        },
        {
          id: 2,
          product: { id: 11, name: 'Plate', thumbnail: '', price: 6, discount_price: 5 },
          size: { id: 3, name: 'L' },
          color: null,
          quantity: 1,
          target_price: null,
          unit_price: null,
        },
      ],
    };
    expect(draftsFromQuote(quote)).toEqual([
      { productId: 9, name: 'Mug', quantity: 5, sizeId: null, colorId: 4, targetPrice: '8.5' },
      { productId: 11, name: 'Plate', quantity: 1, sizeId: 3, colorId: null, targetPrice: '' },
    ]);
  });

  it('round-trips into the same body the quote was made from', () => {
    const drafts = [line({ targetPrice: '4' })];
    expect(linesBody(drafts)).toEqual([{ product_id: 7, quantity: 3, size: 2, color: null, target_price: '4' }]);
  });
});

describe('lineErrors', () => {
  it("gives each line only its own server messages, keyed by the line's field", () => {
    const errors = {
      'lines.0.quantity': 'The quantity must be at least 1.',
      'lines.1.target_price': 'The target price must be a number.',
      'lines.10.quantity': 'The quantity is too large.',
      note: 'The note may not be greater than 1000 characters.',
    };
    expect(lineErrors(errors, 0)).toEqual({ quantity: 'The quantity must be at least 1.' });
    expect(lineErrors(errors, 1)).toEqual({ target_price: 'The target price must be a number.' });
    expect(lineErrors(errors, 2)).toEqual({});
  });
});

describe('quote tabs', () => {
  it('offers All and then every state the server knows, in its order', () => {
    expect(QUOTE_TABS.map((tab) => tab.key)).toEqual(['all', ...quoteStatuses]);
  });

  it('reads a state from the URL and treats anything else as All', () => {
    expect(quoteTab('Quoted')).toBe('Quoted');
    expect(quoteTab('quoted')).toBe('all');
    expect(quoteTab(null)).toBe('all');
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('keeps a list the server already paged as it is', () => {
    expect(pageSlice(items.slice(0, 10), 3, 10)).toEqual(items.slice(0, 10));
  });

  it('cuts the page out of a whole list', () => {
    expect(pageSlice(items, 1, 10)).toEqual(items.slice(0, 10));
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageSlice(items, 4, 10)).toEqual([]);
  });
});
