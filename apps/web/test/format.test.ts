import { describe, expect, it } from 'vitest';
import { formatDate, parseServerDate } from '../src/lib/format.ts';

describe('parseServerDate', () => {
  it('reads the reference API’s "Y-m-d H:i:s" as UTC', () => {
    expect(parseServerDate('2030-05-06 07:08:09')?.toISOString()).toBe('2030-05-06T07:08:09.000Z');
  });

  it('reads ISO 8601 as it is', () => {
    expect(parseServerDate('2030-05-06T07:08:09.000Z')?.getTime()).toBe(Date.UTC(2030, 4, 6, 7, 8, 9));
  });

  it('answers null for text that is not a date', () => {
    expect(parseServerDate('2 days ago')).toBeNull();
  });
});

describe('formatDate', () => {
  const noon = '2030-05-06T12:00:00.000Z';

  it('formats in the shopper’s language', () => {
    expect(formatDate(noon, 'DD MMM, YYYY', 'en')).toBe('06 May, 2030');
    expect(formatDate(noon, 'DD MMMM YYYY', 'fr')).toBe('06 mai 2030');
    expect(formatDate(noon, 'MMMM', 'ar')).toBe('مايو');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDate('2 days ago')).toBe('2 days ago');
  });
});
