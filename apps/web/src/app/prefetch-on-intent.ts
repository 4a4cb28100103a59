import { matchRoutes, type Params, type RouteObject } from 'react-router';

/**
 * What a screen module may export as `handle`: the queries its first render asks for, so a
 * link to it can start them early. Uses the same query options as the screen, so the screen
 * finds them in the cache.
 */
export interface ScreenHandle {
  prefetch?: (params: Params, search: URLSearchParams) => void;
}

/**
 * The screens `pathname` leads to, loaded, each asked to prefetch its data. With `install`,
 * each loaded screen also takes its loader's place, so the router's first render draws the
 * screen rather than its fallback: the markup the server wrote is that screen, and hydrating
 * it against a fallback would throw it away (main.tsx, for the landing page).
 */
export async function prefetchPath(
  routes: RouteObject[],
  pathname: string,
  search: URLSearchParams,
  { install = false } = {},
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      // The same import() as the router's, so the router later finds the chunk already here.
      const screen = typeof route.lazy === 'function' ? await route.lazy() : route;
      if (install && screen !== route) Object.assign(route, screen, { lazy: undefined });
      (screen.handle as ScreenHandle | undefined)?.prefetch?.(params, search);
    }),
  );
}

/**
 * When the pointer enters a link inside the storefront, or the link takes focus, its screen's
 * chunk and data start loading, so following it shows the page without waiting for either.
 */
export function prefetchOnIntent(routes: RouteObject[], root: Document = document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    // pointerover repeats as the pointer crosses the link's own children; act on entering only.
    const from = (event as PointerEvent | FocusEvent).relatedTarget;
    if (from instanceof Node && link.contains(from)) return;
    // A chunk that fails to load raises vite:preloadError as a click would (see chunk-reload.ts).
    prefetchPath(routes, link.pathname, new URLSearchParams(link.search)).catch(() => undefined);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
}
