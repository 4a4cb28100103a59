import { CURRENCY_HEADER, type Endpoint, type RouteAt, type RouteData, type RouteInput } from '@souk/contract';
import { takeFirstScreenAnswer } from './first-screen.ts';
import { storedLocale } from './locale.ts';

/** A failed call: the HTTP status, the server's message and its per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers a call needs, such as place-order's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** What a call adds to its route's input: an abort signal, headers, a form for a file upload. */
interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  form?: FormData;
}

type CallInput<E extends Endpoint> = RouteInput<RouteAt<E>> & CallOptions;

/** A route's path with its `:name` parameters filled in. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

interface Session {
  token: () => string | null;
  onUnauthorized: () => void;
}

// The auth feature registers itself here, so this module stays free of feature imports.
let session: Session = { token: () => null, onUnauthorized: () => {} };
export function connectSession(next: Session): void {
  session = next;
}

// The settings feature registers the picked currency's name the same way.
let currencyName: () => string | undefined = () => undefined;
export function connectCurrency(next: () => string | undefined): void {
  currencyName = next;
}

export const API_BASE = '/api';

/**
 * Calls the route at an endpoint of the contract (`endpoints`): its parameters, query and body
 * typed by the route, and its answer's data too.
 */
export function api<E extends Endpoint>(
  endpoint: E,
  ...[input]: Record<never, never> extends RouteInput<RouteAt<E>> ? [CallInput<E>?] : [CallInput<E>]
): Promise<RouteData<RouteAt<E>>>;
export function api(endpoint: Endpoint, input: CallOptions = {}): Promise<unknown> {
  const { params, query, body, form, signal, headers } = input as CallOptions & {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  };
  return request(routePath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body: form ?? body,
    signal,
    headers,
  });
}

/**
 * Every call to the server: base path /api, the XMLHttpRequest marker, the stored language,
 * the picked currency (for amounts the server writes into messages), the bearer token when
 * signed in. Answers the envelope's `data`; a 401 clears the session.
 */
async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The server renders pages with no window: its calls are answered from the written page.
  const browser = typeof window !== 'undefined';
  const url = new URL(API_BASE + path, browser ? window.location.origin : 'http://page.invalid');
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': storedLocale(),
    ...options.headers,
  };
  const currency = currencyName();
  if (currency) headers[CURRENCY_HEADER] = currency;
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Signed-in answers may be personal (favourites); the page's written ones are a guest's.
  const written =
    !token && (options.method ?? 'GET') === 'GET'
      ? takeFirstScreenAnswer(url.pathname + url.search, headers['Accept-Language'] ?? '')
      : undefined;
  if (written) return written.data as T;
  // A call the server did not answer stays loading in the server's render, as it is in the
  // browser's first one, so the markup matches what the storefront hydrates.
  if (!browser) return new Promise<T>(() => undefined);
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal ?? null };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    data?: T;
    errors?: Record<string, string[]>;
  } | null;
  if (!response.ok) {
    if (response.status === 401) session.onUnauthorized();
    throw new ApiError(response.status, body?.message ?? `Request failed (${response.status}).`, body?.errors ?? {});
  }
  return (body?.data ?? {}) as T;
}
