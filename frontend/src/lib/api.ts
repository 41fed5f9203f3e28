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

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  credentials: 'include',
  // Read every body as text: success bodies are parsed below, error bodies keep their raw text
  // for the "<status>: <body>" message.
  responseHandler: 'text',
  prepareHeaders: (headers) => {
    headers.set('accept', 'application/json');
    return headers;
  },
});

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
 * The single RTK Query API of the SPA (SPEC §7): data never goes stale, nothing refetches on
 * focus, mount or reconnect, and nothing retries. Features inject their own endpoints.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'TravelEntry', 'AdminStats', 'AdminUser'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
