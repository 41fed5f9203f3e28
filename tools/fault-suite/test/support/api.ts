import type { HttpErrorBody, TravelEntryDto, UserDto } from '@app/contracts';
import { aRegistration } from '@app/testing';

/**
 * Hang detection, not a latency goal: the client gives up on a request after this long (ms) and
 * records it as unanswered (status 0), which `unclearAnswers` (outage.ts) reports. Only a request
 * stuck behind a dead dependency gets near it; how fast the answers were is printed as figures.
 */
export const HANG_DETECTION_MS = 15_000;

/** One HTTP exchange with the gateway, timed. `status` 0: no answer (refused or timed out). */
export interface Exchange<T = unknown> {
  method: string;
  path: string;
  status: number;
  /** When the request started and ended (epoch ms), and how long it took. */
  startedAt: number;
  endedAt: number;
  ms: number;
  body: T | HttpErrorBody | undefined;
  /** Why there was no answer. */
  failure?: string;
  setCookie: string | null;
  contentType: string | null;
  /** The body as text (a PDF's starts with %PDF). */
  text: string;
}

/** A signed-up user of the product, with the session cookie the sign-up set. */
export interface SignedInUser {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** The JSON error body of a failed exchange, or undefined. */
export function errorBody(exchange: Exchange): HttpErrorBody | undefined {
  const body = exchange.body as Partial<HttpErrorBody> | undefined;
  return typeof body?.code === 'string' ? (body as HttpErrorBody) : undefined;
}

/**
 * The product as a browser uses it: JSON over HTTP to the gateway, with a session cookie. Every
 * call is timed and aborted after `timeoutMs` (default HANG_DETECTION_MS), so a hanging endpoint
 * shows up as an unanswered exchange (status 0) instead of a hanging test.
 */
export class Api {
  constructor(readonly baseUrl: string) {}

  async call<T>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; timeoutMs?: number } = {},
  ): Promise<Exchange<T>> {
    const startedAt = Date.now();
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers['cookie'] = options.cookie;
    const done = (partial: Partial<Exchange<T>>): Exchange<T> => {
      const endedAt = Date.now();
      return {
        method,
        path,
        status: 0,
        body: undefined,
        setCookie: null,
        contentType: null,
        text: '',
        ...partial,
        startedAt,
        endedAt,
        ms: endedAt - startedAt,
      };
    };
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? HANG_DETECTION_MS),
      });
      const text = await response.text();
      let body: unknown = undefined;
      if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
      return done({
        status: response.status,
        body: body as T | HttpErrorBody | undefined,
        setCookie: response.headers.get('set-cookie'),
        contentType: response.headers.get('content-type'),
        text,
      });
    } catch (error) {
      return done({ failure: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Signs up a new user (POST /api/register), who is then signed in. */
  async signUp(prefix = 'fault'): Promise<SignedInUser> {
    const registration = aRegistration();
    const username = `${prefix}_${registration.username}`.slice(0, 32);
    const email = `${username.toLowerCase()}@example.com`;
    const exchange = await this.call<UserDto>('POST', '/api/register', {
      body: { ...registration, username, email },
    });
    const cookie = /^(sid=[^;]+)/.exec(exchange.setCookie ?? '')?.[1];
    const user = exchange.body as UserDto | undefined;
    if (exchange.status !== 201 || !cookie || !user?.id) {
      throw new Error(`sign-up failed: ${describe(exchange)}`);
    }
    return { id: user.id, username, email, password: registration.password, cookie };
  }

  /** Records a one-day visit (entry and exit on `date`) for `user`. */
  recordVisit(
    user: SignedInUser,
    date: string,
    timeoutMs?: number,
  ): Promise<Exchange<{ entry: TravelEntryDto; exit: TravelEntryDto }>> {
    return this.call('POST', '/api/travel-entries/visit', {
      cookie: user.cookie,
      body: { entry_date: date, exit_date: date, country: 'France', notes: 'fault suite' },
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }
}

/** A one-line description of an exchange, for assertion messages. */
export function describe(exchange: Exchange): string {
  const error = errorBody(exchange);
  const detail = error ? `${error.code}: ${error.message}` : (exchange.failure ?? '');
  return `${exchange.method} ${exchange.path} → ${exchange.status} in ${exchange.ms} ms ${detail}`.trim();
}
