/** Times are ISO-8601 UTC strings in the database; code serving requests reads the app's clock (`isoAt(ctx.clock)`, lib/clock.ts). */
export function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** "Y-m-d H:i:s" in UTC, the reference API's wire format for dates. */
export function toWireDateTime(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}
