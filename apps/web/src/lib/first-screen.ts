/**
 * The API answers our server writes into a page it renders (`<script type="application/json"
 * id="first-screen">`, see the server's seo/first-screen.ts), so the first screen paints
 * without waiting for its calls. Each answer stands in for one call, made in the language it
 * was written in, signed out, while the page is new; every other call goes to the network, as
 * all do against a server that writes none.
 */
interface Written {
  locale: string;
  answers: Record<string, unknown>;
}

/** An answer is as fresh as the page: a call made later than this wants the server's current one. */
const FRESH_MS = 30_000;

let written: Written | undefined;
let read = false;
/** When the answers were written, on performance.now()'s clock: the page's start in a browser. */
let writtenAt = 0;

function readWritten(): Written | undefined {
  if (read) return written;
  read = true;
  const text = document.getElementById('first-screen')?.textContent;
  try {
    written = text ? (JSON.parse(text) as Written) : undefined;
  } catch {
    written = undefined; // a damaged block only costs the calls it would have saved
  }
  return written;
}

/** Hands over the answers directly, where there is no page to read them from (entry-server.tsx). */
export function writeFirstScreen(page: Written | undefined): void {
  written = page;
  read = true;
  writtenAt = performance.now();
}

/** The written answer to a GET of `pathAndQuery` in `locale`, once; undefined when there is none. */
export function takeFirstScreenAnswer(pathAndQuery: string, locale: string): { data: unknown } | undefined {
  const page = readWritten();
  if (!page || page.locale !== locale || performance.now() - writtenAt > FRESH_MS || !(pathAndQuery in page.answers)) {
    return undefined;
  }
  const data = page.answers[pathAndQuery];
  delete page.answers[pathAndQuery];
  return { data };
}
