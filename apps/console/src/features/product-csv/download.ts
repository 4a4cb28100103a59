import { API_BASE, ApiError, NETWORK_ERROR } from '@souk/client';
import { endpoints } from '@souk/contract';
import { consoleHeaders } from '../../lib/api.ts';
import { setSession } from '../../lib/session.ts';

/** The name the server gave the file, or a plain one. */
const fileName = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'products.csv';

/**
 * Downloads the shop's products as CSV. The typed client reads JSON answers only, and a link
 * cannot carry the bearer token, so the file is fetched here with the same headers and handed to
 * the browser to save. Fails as the client does: `ApiError`, and a refused token ends the session.
 */
export async function downloadProductCsv(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(API_BASE + endpoints.sellerProductCsv.exportProducts.path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...consoleHeaders() },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    if (response.status === 401) setSession(null);
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `Request failed (${response.status}).`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response);
  link.click();
  // Kept a while: some browsers read the file after the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
