import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reloadOnStaleChunks } from './app/chunk-reload.ts';
import { prefetchOnIntent, prefetchPath } from './app/prefetch-on-intent.ts';
import { Providers } from './app/providers.tsx';
import { router, routes } from './app/router.tsx';
import { masterQueryOptions } from './features/settings/api/get-master.ts';
import { messagesQueryOptions } from './features/settings/api/get-messages.ts';
import { adoptLinkedLanguage } from './features/settings/language-link.ts';
import { useSettingsStore } from './features/settings/store.ts';
import { storedLocale } from './lib/locale.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// A link's `?lang=` first, then direction and language before the first paint, so an Arabic
// page never flashes left-to-right.
adoptLinkedLanguage();
document.documentElement.dir = useSettingsStore.getState().direction;
document.documentElement.lang = storedLocale();
reloadOnStaleChunks(() => router.state.navigation.location);
prefetchOnIntent(routes);
// The shell's data and the landing screen's start now rather than after the first render, so
// that render has them (at once when the server wrote them into the page: lib/first-screen.ts).
void queryClient.prefetchQuery(masterQueryOptions());
void queryClient.prefetchQuery(messagesQueryOptions());
prefetchPath(routes, window.location.pathname, new URLSearchParams(window.location.search)).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
