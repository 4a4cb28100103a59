/** ISO-8601 UTC, the one time format stored in the database. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** "Y-m-d H:i:s" in UTC, the reference API's wire format for dates. */
export function toWireDateTime(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}
