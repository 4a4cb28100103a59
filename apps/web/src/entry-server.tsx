import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstScreenPage, Master } from '@souk/contract';
import { prefetchPath } from './app/prefetch-on-intent.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { masterQueryOptions, useSettingsStore } from './features/settings/index.ts';
import { messagesQueryOptions } from './lib/messages.ts';
import { writeFirstScreen } from './lib/first-screen.ts';
import { renderLocale } from './lib/locale.ts';
import { queryClient } from './lib/query-client.ts';

// The stores, the query cache and the written answers are this bundle's module state, as they
// are the browser's: pages render one at a time, each from a clean slate.
let queue: Promise<unknown> = Promise.resolve();
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
const blankSettings = useSettingsStore.getState();
/**
 * How long a page may take to draw: a render waiting on a call the page holds no answer for
 * (the shop's settings failed to load, say) would otherwise wait for ever, and every page
 * after it in the queue with it.
 */
const DEADLINE_MS = 2000;

/**
 * The markup of the page's first screen, as a signed-out shopper's first render draws it from
 * the written answers (calls without one stay loading, as in the browser), or undefined when
 * the shell's answers are missing, the router answers with a redirect or the render misses its
 * deadline. The storefront hydrates it (main.tsx).
 */
export function renderFirstScreen(page: FirstScreenPage): Promise<string | undefined> {
  // Without the shell's answers the render would wait on its calls until the deadline, holding
  // every page queued behind it.
  const shell = ['/api/master', `/api/lang/${encodeURIComponent(page.locale)}`];
  if (!shell.every((call) => page.answers[call] !== undefined)) return Promise.resolve(undefined);
  const turn = queue.then(() => {
    const deadline = AbortSignal.timeout(DEADLINE_MS);
    const missed = new Promise<undefined>((resolve) => deadline.addEventListener('abort', () => resolve(undefined)));
    return Promise.race([render(page, deadline), missed]);
  });
  queue = turn.catch(() => undefined);
  return turn;
}

async function render(
  { url, locale, direction, answers }: FirstScreenPage,
  deadline: AbortSignal,
): Promise<string | undefined> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  // A render that missed its deadline may have left its data behind.
  queryClient.clear();
  writeFirstScreen({ locale, answers: { ...answers } });
  renderLocale(locale);
  useSettingsStore.setState({ ...blankSettings, direction });
  try {
    const master = answers['/api/master'] as Master | undefined;
    if (master) useSettingsStore.getState().setMaster(master);
    await Promise.all([
      queryClient.prefetchQuery(masterQueryOptions()),
      queryClient.prefetchQuery(messagesQueryOptions()),
      prefetchPath(routes, pathname, new URLSearchParams(search)),
    ]);
    // The screens' prefetches start without being awaited; written answers settle in a turn.
    await new Promise((resolve) => setImmediate(resolve));
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://page.invalid')));
    if (context instanceof Response || deadline.aborted) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    // prerender, not renderToString: it waits for the lazily loaded parts (the header's
    // pickers, the toasts) and writes them too, so the browser hydrates them as they are.
    const { prelude } = await prerenderToNodeStream(
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
      {
        signal: deadline,
        // React writes a part that comes after its first 12,800 bytes apart from its place, with
        // an inline script to move it there, which the CSP refuses to run: every part is
        // written in its place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    // Past its deadline the next page's render owns the module state.
    if (!deadline.aborted) {
      queryClient.clear();
      writeFirstScreen(undefined);
    }
  }
}
