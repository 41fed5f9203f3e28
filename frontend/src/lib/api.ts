import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

import type { HttpErrorBody } from '@app/contracts';

import { env } from '../config/env';
import { offlineWriteRefusal } from './offline/offline-slice';

/**
 * Every failed call, normalised (SPEC §8): `message` is "<status>: <body text>" (the status text
 * when the body is empty); `body` is the gateway's JSON error body when there is one.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  message: string;
  body: Partial<HttpErrorBody> | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorBodyOf(text: string): Partial<HttpErrorBody> | null {
  const parsed = parseJson(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<HttpErrorBody>) : null;
}

/** Builds the normalised error from what a failed fetch left behind. */
export function toApiError(error: FetchBaseQueryError, statusText = ''): ApiError {
  if (typeof error.status === 'number') {
    const text = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
    return {
      status: error.status,
      message: `${error.status}: ${text || statusText}`,
      body: errorBodyOf(text),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      message: `${error.originalStatus}: ${error.data || statusText}`,
      body: errorBodyOf(error.data),
    };
  }
  return { status: error.status, message: error.error, body: null };
}

/** Narrows anything an RTK Query hook or `unwrap()` throws to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    'body' in error
  );
}

/**
 * The text to show a person for a failure: the JSON body's `message` (the gateway writes it to be
 * read), else the given fallback.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.body?.message === 'string' && error.body.message) {
    return error.body.message;
  }
  return fallback;
}

/**
 * Where a store's calls go when it is not the browser's: the server renders a page with the API's
 * absolute address and the visitor's request headers (their session cookie), given to its store
 * as the thunk's extra argument (app/store.ts). The browser's store calls `env.apiBaseUrl`.
 */
export interface ApiTarget {
  baseUrl: string;
  headers: Record<string, string>;
}

/** The store's extra argument. */
export interface ApiExtra {
  /** The server's store only: where its calls go. */
  apiTarget?: ApiTarget;
  /**
   * The browser's store only: the endpoints whose read the server made for this page and could
   * not (app/route-data.ts readsFailedOnServer). The browser's first read of each is their one
   * retry, so it is not retried again (issue #17: a failed read is retried at most once).
   */
  readsFailedOnServer?: Set<string>;
  /**
   * The page's language (docs/adr/0035): every call asks for it (`Accept-Language`), so that the
   * API's error messages come in the language the page is in.
   */
  language?: string;
}

function createRawBaseQuery({ baseUrl, headers: extra }: ApiTarget) {
  return fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    // Read every body as text: success bodies are parsed below, error bodies keep their raw text
    // for the "<status>: <body>" message.
    responseHandler: 'text',
    prepareHeaders: (headers, { extra: storeExtra }) => {
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      const language = (storeExtra as ApiExtra | undefined)?.language;
      if (language) headers.set('accept-language', language);
      headers.set('accept', 'application/json');
      return headers;
    },
  });
}

const browserBaseQuery = createRawBaseQuery({ baseUrl: env.apiBaseUrl, headers: {} });
const targetBaseQueries = new WeakMap<ApiTarget, ReturnType<typeof createRawBaseQuery>>();

const rawBaseQuery: typeof browserBaseQuery = (args, api, extraOptions) => {
  const target = (api.extra as ApiExtra | undefined)?.apiTarget;
  if (!target) return browserBaseQuery(args, api, extraOptions);
  let query = targetBaseQueries.get(target);
  if (!query) {
    query = createRawBaseQuery(target);
    targetBaseQueries.set(target, query);
  }
  return query(args, api, extraOptions);
};

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) {
    return {
      error: toApiError(result.error, result.meta?.response?.statusText),
      meta: result.meta,
    };
  }
  const text = typeof result.data === 'string' ? result.data : '';
  if (text === '') return { data: null, meta: result.meta };
  const data = parseJson(text);
  if (data === undefined) {
    const status = result.meta?.response?.status ?? 200;
    return {
      error: { status: 'PARSING_ERROR', message: `${status}: ${text}`, body: null },
      meta: result.meta,
    };
  }
  return { data, meta: result.meta };
};

/**
 * Whether a failed call is one the browser sends once more by itself (issue #17): a read (a
 * query, never a write) that failed for a reason that may pass (no answer, a timeout, a 5xx, 408
 * or 429). A 4xx other than those is an answer, and the server renders
 * a page without retrying: a read it could not make is the browser's to make (app/route-data.ts).
 */
export function isRetriedRead(
  error: ApiError,
  { type, extra }: { type: 'query' | 'mutation'; extra: ApiExtra | undefined },
): boolean {
  if (type !== 'query' || extra?.apiTarget) return false;
  if (typeof error.status !== 'number') return error.status !== 'PARSING_ERROR';
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** How long the browser waits before it sends a failed read again. */
export const READ_RETRY_DELAY_MS = 500;

/**
 * The API's base query: a failed read is sent once more after READ_RETRY_DELAY_MS when
 * isRetriedRead says so (a few lines rather than RTK Query's `retry`, whose exponential backoff
 * this does not need and whose bytes `/`'s budget has no room for). The first read of what the
 * server could not read is itself the retry (ApiExtra.readsFailedOnServer). So a failed read is
 * sent at most twice.
 */
const baseQueryWithOneRetry: typeof baseQuery = async (args, api, extraOptions) => {
  // Offline, a write is refused before it is sent, never queued (issue #22, docs/adr/0038).
  const refusal = api.type === 'mutation' ? offlineWriteRefusal(api.getState()) : null;
  if (refusal !== null) {
    return { error: { status: 'CUSTOM_ERROR', message: refusal, body: { message: refusal } } };
  }
  const extra = api.extra as ApiExtra | undefined;
  const isTheRetry = extra?.readsFailedOnServer?.delete(api.endpoint) ?? false;
  const first = await baseQuery(args, api, extraOptions);
  if (!first.error || isTheRetry || !isRetriedRead(first.error, { type: api.type, extra })) {
    return first;
  }
  await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS));
  return baseQuery(args, api, extraOptions);
};

/**
 * The single RTK Query API of the SPA (SPEC §7): data never goes stale and nothing refetches on
 * focus, mount or reconnect. A failed read is retried once (issue #17, isRetriedRead), a write
 * never; offline, a write is refused with a message (lib/offline). Features inject their own
 * endpoints.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithOneRetry,
  tagTypes: [
    'User',
    'Traveller',
    'TravelEntry',
    'ExcludedPeriod',
    'AdminStats',
    'AdminUser',
    'CalendarFeed',
  ],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
