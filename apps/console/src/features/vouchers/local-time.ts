const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a date-and-time input shows it: in the browser's time zone, to the minute. */
export function toLocalInput(instant: string | number): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * What a date-and-time input holds (the browser's local time, no zone) as the instant the
 * server takes: ISO 8601 in UTC. Anything else is passed on as typed, for the schema to refuse.
 */
export function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  // A date and time without a zone is read in the browser's own.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The browser's time zone, as the form names it beside the dates. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
