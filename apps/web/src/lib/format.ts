import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { storedLocale } from './locale.ts';

/** Dates as the storefront shows them: the date part of the chat's time format (docs/features/chat.md#lists). */
export const DATE_FORMAT = 'DD MMM, YYYY';

const SERVER_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * Timestamps from the server: ISO 8601, or the reference API's "Y-m-d H:i:s", which is UTC
 * without saying so (read as local time it would be off by the shopper's offset).
 */
export function parseServerDate(value: string): Date | null {
  const iso = SERVER_DATE_TIME.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server timestamp in the shopper's language; text that is not a date is shown as it came. */
export function formatDate(value: string, pattern = DATE_FORMAT, locale = storedLocale()): string {
  const date = parseServerDate(value);
  return date ? dayjs(date).locale(locale).format(pattern) : value;
}
