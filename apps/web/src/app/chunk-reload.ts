const KEY = 'chunk-reload-at';

interface PendingLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * A screen chunk that fails to load (usually a new release replaced it) raises Vite's
 * `vite:preloadError`. The first time in a minute we prevent the rethrow and load the page the
 * shopper was going to afresh, picking up the new release; after that the error is rethrown and
 * the route's error screen shows.
 */
export function reloadOnStaleChunks(pendingLocation: () => PendingLocation | undefined): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    const target = pendingLocation();
    if (target) window.location.assign(`${target.pathname}${target.search}${target.hash}`);
    else window.location.reload();
  });
}
