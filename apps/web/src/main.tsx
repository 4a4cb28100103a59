import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { reloadOnStaleChunks } from './app/chunk-reload.ts';
import { carryEarlyPresses, releaseHydratedPresses } from './app/early-presses.ts';
import { serverMarkupFits } from './app/first-render.ts';
import { prefetchOnIntent, prefetchPath } from './app/prefetch-on-intent.ts';
import { Providers } from './app/providers.tsx';
import { connectFeaturesToSession } from './app/session-effects.ts';
import { routes } from './app/router.tsx';
import { TopBarMenus } from './app/shell/top-bar.tsx';
import {
  adoptLinkedLanguage,
  adoptServedLanguage,
  applyDocumentLanguage,
  masterQueryOptions,
  useSettingsStore,
} from './features/settings/index.ts';
import { messagesQueryOptions } from './lib/messages.ts';
import { storedLocale } from './lib/locale.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// A link's `?lang=` first, else on a first visit the language the server drew the page in; then
// direction and language before the first paint, so an Arabic page never flashes left-to-right.
adoptLinkedLanguage();
adoptServedLanguage();
applyDocumentLanguage(useSettingsStore.getState().direction, storedLocale());
connectFeaturesToSession(queryClient);
let router: ReturnType<typeof createBrowserRouter> | undefined;
reloadOnStaleChunks(() => router?.state.navigation.location);
prefetchOnIntent(routes);
// The shell's data and the landing screen's start now rather than after the first render, so
// that render has them (at once when the server wrote them into the page: lib/first-screen.ts).
const master = queryClient.fetchQuery(masterQueryOptions()).catch(() => undefined);
void queryClient.prefetchQuery(messagesQueryOptions());
const { pathname, search } = window.location;
// A screen that fails to load is the router's to report (or chunk-reload.ts's to reload).
const landing = prefetchPath(routes, pathname, new URLSearchParams(search), { install: true }).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The header's menus are drawn on every page: a hydration must find them loaded, or a press on
// them is lost.
const menus = TopBarMenus.preload().catch(() => undefined);
void Promise.all([master, landing]).then(async ([shop]) => {
  // The screens read the shop's settings from the store, as the server's render did.
  if (shop) useSettingsStore.getState().setMaster(shop);
  // The server's markup stays and comes alive when it is what this shopper sees; else it is
  // drawn afresh over it.
  const hydrate = serverMarkupFits(root, shop);
  if (hydrate) await menus;
  // On a page the server drew, the shopper may have scrolled already: the router's first render
  // keeps that place, as for any page it hydrates (hydrationData), instead of going to the top
  // and moving whatever was under the shopper's finger.
  router = createBrowserRouter(routes, root.firstElementChild ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread in one long task; the presses boot.ts holds meanwhile are made once it has
    // committed, on live controls.
    startTransition(() => {
      hydrateRoot(root, withCommit(app, releaseHydratedPresses));
    });
  } else {
    createRoot(root).render(withCommit(app, carryEarlyPresses(root)));
  }
});

/** `app`, calling `then` once its first render has committed (see OnCommit). */
const withCommit = (app: ReactNode, then: () => void) => (
  <>
    {app}
    <OnCommit then={then} />
  </>
);

/**
 * Draws nothing; calls `then` once the render it is part of has committed, in a task of its own:
 * React cannot answer an event dispatched from inside its effects on a part still to hydrate.
 */
function OnCommit({ then }: { then: () => void }) {
  useEffect(() => {
    const task = setTimeout(then);
    return () => clearTimeout(task);
  }, [then]);
  return null;
}
