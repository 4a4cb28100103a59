import { describe, expect, it } from 'vitest';
import { changeFilters, readFilters } from '../src/features/catalog/url-filters.ts';

const url = (query: string) => new URLSearchParams(query);

describe('readFilters', () => {
  it('turns the short URL names into the products query', () => {
    expect(
      readFilters(
        url(
          'search=shoe&brand=3&color=4&size=5&category=6&subcategory=7&rating=4&min_price=10&max_price=99.5&sort=low_to_high&page=2',
        ),
      ),
    ).toEqual({
      search: 'shoe',
      brand_id: 3,
      color_id: 4,
      size_id: 5,
      category_id: 6,
      sub_category_id: 7,
      rating: 4,
      min_price: 10,
      max_price: 99.5,
      sort_type: 'low_to_high',
      page: 2,
    });
  });

  it('leaves out defaults and what our links never make', () => {
    expect(readFilters(url('sort=default&page=1&search=%20%20'))).toEqual({});
    expect(readFilters(url('brand=abc&color=-1&size=1.5&rating=9&min_price=-5&sort=cheapest&page=0'))).toEqual({});
  });

  it('drops a maximum below the minimum', () => {
    expect(readFilters(url('min_price=50&max_price=20'))).toEqual({ min_price: 50 });
    expect(readFilters(url('min_price=0&max_price=0'))).toEqual({ min_price: 0, max_price: 0 });
  });
});

describe('changeFilters', () => {
  it('sets and removes parameters and keeps the others', () => {
    const next = changeFilters(url('search=shoe&brand=3'), { brand: null, color: 4 });
    expect(next.toString()).toBe('search=shoe&color=4');
  });

  it('goes back to page 1 on any change', () => {
    expect(changeFilters(url('page=3&brand=1'), { brand: 2 }).toString()).toBe('brand=2');
  });

  it('treats an empty value as removal', () => {
    expect(changeFilters(url('search=shoe'), { search: '' }).toString()).toBe('');
  });
});
