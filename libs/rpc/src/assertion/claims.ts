import { type RpcCaller, type RpcService } from '@app/contracts';

/**
 * Caller assertions on every RPC (docs/security.md, "Services trust no unauthenticated caller";
 * docs/adr/0022). A caller wraps each payload in an envelope `{ assertion, payload }`; the
 * assertion is a compact JWT (JWS, alg EdDSA over Ed25519) signed with the caller's own key:
 * `iss` the caller, `aud` the service, `sub` the user it acts for, `trv` the traveller of that
 * user the call is about (ADR 0034), `role` the role the gateway read from auth, `rid` the request it serves (the gateway's request id), `iat`/`exp` (at most 60 s
 * apart) and `jti`. The service verifies it before any pipe
 * or handler runs (`DrainingTcpServer`), checks the access table of `@app/contracts`
 * (`RPC_ACCESS`), and writes the user, traveller and role from the assertion into the payload.
 */

/** How long an assertion is valid (s): the most the issue allows. */
export const RPC_ASSERTION_LIFETIME_S = 60;

/** Clock skew tolerated between two machines (s). */
export const LEEWAY_S = 5;

/** Tokens longer than this are refused without parsing. */
export const MAX_TOKEN_LENGTH = 2_048;

/** Verified assertions kept (their signature is not checked again until they expire). */
export const VERIFIED_CACHE_SIZE = 10_000;

/** The message of every refused assertion: it says nothing about why (logs do not either). */
export const NOT_A_VERIFIED_CALLER = 'This call does not come from a verified caller.';

/**
 * What crosses the wire for every call: the assertion and the payload it covers, and the caller's
 * W3C trace context when tracing is on (not signed: it decides nothing; ADR 0029).
 */
export interface RpcEnvelope {
  assertion: string;
  payload: unknown;
  traceparent?: string;
  tracestate?: string;
}

/** An assertion's claims. */
export interface RpcClaims {
  iss: RpcCaller;
  aud: RpcService;
  /** The user the call acts for, when it acts for one. */
  sub?: string;
  /**
   * The traveller of that user the call is about (`travellerId` of a user pattern's payload; absent
   * = the account holder). Signed so that a forged payload cannot name another traveller; the
   * service still checks that the traveller belongs to `sub` (ADR 0034).
   */
  trv?: string;
  /** That user's role as the gateway read it from auth ('admin' on admin calls). */
  role?: string;
  /** The request the call serves (the gateway's request id), when the caller serves one. */
  rid?: string;
  iat: number;
  exp: number;
  jti: string;
}

export interface RpcClockOptions {
  /** Seconds since the epoch (tests move it). */
  nowS?: () => number;
}

export const systemNowS = (): number => Math.floor(Date.now() / 1000);

/** Whether a message is an envelope (an assertion and the payload it covers). */
export function isEnvelope(data: unknown): data is RpcEnvelope {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { assertion?: unknown }).assertion === 'string' &&
    Object.hasOwn(data, 'payload')
  );
}

/** A JWT segment: base64url of the UTF-8 text. */
export function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}
