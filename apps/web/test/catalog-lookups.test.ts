import { type Category, findCategory } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { flashSaleStatus } from '../src/features/flash-sale/status.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { firstFieldErrors } from '../src/lib/form.ts';

const category = (id: number, slug: string): Category => ({ id, slug, name: slug, thumbnail: '', sub_categories: [] });

describe('findCategory', () => {
  const categories = [category(1, 'fashion'), category(2, 'shoes'), category(3, '1')];

  it('finds a category by slug, then by id', () => {
    expect(findCategory(categories, 'shoes')?.id).toBe(2);
    expect(findCategory(categories, '2')?.slug).toBe('shoes');
  });

  it('prefers a slug that looks like an id over the id', () => {
    expect(findCategory(categories, '1')?.id).toBe(3);
  });

  it('answers undefined for an unknown one', () => {
    expect(findCategory(categories, 'garden')).toBeUndefined();
    expect(findCategory(categories, '99')).toBeUndefined();
  });
});

describe('flashSaleStatus', () => {
  const sale = { start_date: '2030-01-10 00:00:00', end_date: '2030-01-17 00:00:00' };

  it('is upcoming before the start, running until the end, then ended', () => {
    expect(flashSaleStatus(sale, Date.UTC(2030, 0, 9, 23, 59))).toBe('upcoming');
    expect(flashSaleStatus(sale, Date.UTC(2030, 0, 10))).toBe('running');
    expect(flashSaleStatus(sale, Date.UTC(2030, 0, 16, 23, 59))).toBe('running');
    expect(flashSaleStatus(sale, Date.UTC(2030, 0, 17))).toBe('ended');
  });
});

// docs/features/forms-and-errors.md#field-errors
describe('firstFieldErrors', () => {
  it('keeps the first server message of each field', () => {
    const error = new ApiError(422, 'The name field is required.', {
      name: ['The name field is required.', 'The name is too short.'],
      phone: ['The phone must be at least 9 digits.'],
      email: [],
    });
    expect(firstFieldErrors(error)).toEqual({
      name: 'The name field is required.',
      phone: 'The phone must be at least 9 digits.',
    });
  });

  it('has none for other failures', () => {
    expect(firstFieldErrors(new ApiError(500, 'Server error'))).toEqual({});
    expect(firstFieldErrors(new Error('boom'))).toEqual({});
  });
});
