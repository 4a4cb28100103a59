/** The server's dates: "Y-m-d H:i:s" in UTC (the reference API's), or ISO 8601 with its zone. */
function parseServerDate(value: string): Date {
  return /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? new Date(value) : new Date(`${value.replace(' ', 'T')}Z`);
}

/** A server date and time as the owner reads them, in their language and time zone. */
export function dateTime(value: string, intl: string): string {
  const date = parseServerDate(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A server date as the owner reads it (no time). */
export function dateOnly(value: string, intl: string): string {
  const date = parseServerDate(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(intl, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** "YYYY-MM-DD", `days` from today where the owner is. */
export function dayFromToday(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
