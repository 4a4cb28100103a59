import type { Endpoint, RouteAt, RouteData, RouteInput } from '@souk/contract';
import { ApiError, NETWORK_ERROR } from './api-error.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

/** What a call adds to its route's input: an abort signal, headers, a form for a file upload. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  form?: FormData;
}

type CallInput<E extends Endpoint> = RouteInput<RouteAt<E>> & CallOptions;

/**
 * Calls the route at an endpoint of the contract: its parameters, query and body typed by the
 * route, and its answer's data too.
 */
export type Api = <E extends Endpoint>(
  endpoint: E,
  ...[input]: Record<never, never> extends RouteInput<RouteAt<E>> ? [CallInput<E>?] : [CallInput<E>]
) => Promise<RouteData<RouteAt<E>>>;

/** A call about to go out, for an app's own answers before the network (see `ClientOptions.answer`). */
export interface OutgoingCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
}

/** Where the server mounts the API. */
export const API_BASE = '/api';

export interface ClientOptions {
  /** Where the API is mounted (API_BASE). */
  base: string;
  /** The page's origin; undefined where there is no window (a server render). */
  origin: () => string | undefined;
  /** Headers every call carries: language, currency, the bearer token. */
  headers: () => Record<string, string>;
  /** A 401: the session is over. */
  onUnauthorized: () => void;
  /**
   * A call answered without the network (the storefront's answers written into its page), or
   * undefined to send it.
   */
  answer?: (call: OutgoingCall) => { data: unknown } | undefined;
}

/** A route's path with its `:name` parameters filled in. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * A typed client of the route table. Every call: the base path, the XMLHttpRequest marker,
 * the app's headers; answers the envelope's `data`, and throws `ApiError` with the server's
 * message and field errors otherwise.
 */
export function createApi(options: ClientOptions): Api {
  const call = async (endpoint: Endpoint, input: CallOptions = {}): Promise<unknown> => {
    const { params, query, body, form, signal } = input as CallOptions & {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
    };
    const origin = options.origin();
    const url = new URL(options.base + routePath(endpoint.path, params), origin ?? 'http://page.invalid');
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers(),
      ...input.headers,
    };
    const answered = options.answer?.({ method: endpoint.method, url, headers });
    if (answered) return answered.data;
    // A call made with no window stays loading, as it is in the browser's first render.
    if (origin === undefined) return new Promise(() => undefined);
    const init: RequestInit = { method: endpoint.method, headers, signal: signal ?? null };
    const content = form ?? body;
    if (content instanceof FormData) {
      init.body = content;
    } else if (content !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(content);
    }
    return readAnswer(url, init, options.onUnauthorized);
  };
  return call as Api;
}

async function readAnswer(url: URL, init: RequestInit, onUnauthorized: () => void): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const envelope = (await response.json().catch(() => null)) as {
    message?: string;
    data?: unknown;
    errors?: Record<string, string[]>;
  } | null;
  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    throw new ApiError(
      response.status,
      envelope?.message ?? `Request failed (${response.status}).`,
      envelope?.errors ?? {},
    );
  }
  return envelope?.data ?? {};
}
