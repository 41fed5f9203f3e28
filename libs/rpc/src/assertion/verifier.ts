import { type KeyObject, verify } from 'node:crypto';

import {
  ForbiddenError,
  MAX_REQUEST_ID_LENGTH,
  NOT_AN_ADMIN_MESSAGE,
  type RpcActing,
  type RpcCaller,
  type RpcService,
  UnauthenticatedError,
  isOpenPattern,
  rpcAccessOf,
} from '@app/contracts';

import {
  LEEWAY_S,
  MAX_TOKEN_LENGTH,
  NOT_A_VERIFIED_CALLER,
  RPC_ASSERTION_LIFETIME_S,
  type RpcClaims,
  type RpcClockOptions,
  VERIFIED_CACHE_SIZE,
  isEnvelope,
  systemNowS,
} from './claims';
import { parseRpcPublicKeys } from './keys';

/** What a service's transport asks of every message before its handler runs. */
export interface RpcAdmission {
  /** The payload the handler gets; throws a coded error when the message is refused. */
  admit(pattern: string, data: unknown): unknown;
  /** The request id (`rid`) of a message `admit` let through, if its assertion carries one. */
  requestIdOf?(data: unknown): string | undefined;
}

/**
 * Checks the envelope of every call a service receives, before any pipe or handler: a valid
 * assertion of a known caller for this service, not expired, from a caller the access table allows
 * for the pattern, acting for a user when the pattern needs one (an admin on admin patterns).
 * Returns the payload with `userId` and `travellerId` (or `actorId`/`actorRole`) taken from the
 * assertion; throws a
 * coded error (UNAUTHENTICATED, FORBIDDEN) otherwise, and nothing runs.
 *
 * @example
 * const verifier = new RpcVerifier('travel', env.RPC_PUBLIC_KEYS);
 * const payload = verifier.admit(pattern, data); // throws on a bare or forged call
 */
export class RpcVerifier implements RpcAdmission {
  private readonly keys: Map<string, { caller: RpcCaller; key: KeyObject }>;
  private readonly nowS: () => number;
  private readonly verified = new Map<string, RpcClaims>();

  constructor(
    readonly service: RpcService,
    publicKeys: string,
    options: RpcClockOptions = {},
  ) {
    this.keys = parseRpcPublicKeys(publicKeys);
    this.nowS = options.nowS ?? systemNowS;
  }

  /**
   * The verifier of `service` from its configured `RPC_PUBLIC_KEYS`; throws a sentence when it is
   * unset, so the service does not start.
   */
  static configured(service: RpcService, publicKeys: string | undefined): RpcVerifier {
    if (publicKeys === undefined || publicKeys === '') {
      throw new Error(
        `RPC_PUBLIC_KEYS is required: the public keys of the callers the ${service} service trusts (npm start generates them; docs/security.md)`,
      );
    }
    return new RpcVerifier(service, publicKeys);
  }

  admit(pattern: string, data: unknown): unknown {
    if (isOpenPattern(this.service, pattern)) {
      return isEnvelope(data) ? data.payload : data;
    }
    if (!isEnvelope(data)) throw new UnauthenticatedError(NOT_A_VERIFIED_CALLER);
    const claims = this.claimsOf(data.assertion);
    const access = rpcAccessOf(this.service, pattern);
    if (!access || !access.callers.includes(claims.iss)) {
      throw new ForbiddenError(`The ${claims.iss} may not call ${pattern}.`);
    }
    return withActing(access.acting, claims, data.payload);
  }

  requestIdOf(data: unknown): string | undefined {
    return isEnvelope(data) ? this.verified.get(data.assertion)?.rid : undefined;
  }

  /** The claims of a valid, unexpired assertion for this service; throws otherwise. */
  private claimsOf(token: string): RpcClaims {
    const now = this.nowS();
    const known = this.verified.get(token);
    if (known) {
      if (now < known.exp + LEEWAY_S) return known;
      this.verified.delete(token);
      throw new UnauthenticatedError(NOT_A_VERIFIED_CALLER);
    }
    const claims = this.verify(token, now);
    if (!claims) throw new UnauthenticatedError(NOT_A_VERIFIED_CALLER);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private verify(token: string, now: number): RpcClaims | undefined {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const [header, body, signature, ...rest] = token.split('.');
    if (header === undefined || body === undefined || signature === undefined || rest.length > 0) {
      return undefined;
    }
    const head = parseJson(header);
    if (head?.['alg'] !== 'EdDSA' || typeof head['kid'] !== 'string') return undefined;
    const signer = this.keys.get(head['kid']);
    if (!signer) return undefined;
    const input = Buffer.from(`${header}.${body}`);
    if (!verify(null, input, signer.key, Buffer.from(signature, 'base64url'))) return undefined;
    const claims = parseJson(body);
    if (!claims) return undefined;
    const { iss, aud, sub, trv, role, rid, iat, exp, jti } = claims;
    if (iss !== signer.caller || aud !== this.service) return undefined;
    if (typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string')
      return undefined;
    if (exp - iat > RPC_ASSERTION_LIFETIME_S || iat > now + LEEWAY_S || now >= exp + LEEWAY_S) {
      return undefined;
    }
    if (sub !== undefined && typeof sub !== 'string') return undefined;
    if (trv !== undefined && typeof trv !== 'string') return undefined;
    if (role !== undefined && typeof role !== 'string') return undefined;
    if (rid !== undefined && (typeof rid !== 'string' || rid.length > MAX_REQUEST_ID_LENGTH)) {
      return undefined;
    }
    return {
      iss: signer.caller,
      aud: this.service,
      ...(sub === undefined ? {} : { sub }),
      ...(trv === undefined ? {} : { trv }),
      ...(role === undefined ? {} : { role }),
      ...(rid === undefined ? {} : { rid }),
      iat,
      exp,
      jti,
    };
  }
}

/**
 * The payload with the identity fields of `acting` set from the claims (or a refusal): `userId`
 * and `travellerId` from `sub` and `trv`, and a `travellerId` the assertion does not carry removed,
 * as a `userId` is.
 */
function withActing(acting: RpcActing, claims: RpcClaims, payload: unknown): unknown {
  if (acting === 'none') return payload;
  const fields: Record<string, unknown> =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : {};
  if (claims.trv === undefined || acting === 'admin') delete fields['travellerId'];
  else fields['travellerId'] = claims.trv;
  switch (acting) {
    case 'user':
      if (claims.sub === undefined) throw new UnauthenticatedError(NOT_A_VERIFIED_CALLER);
      fields['userId'] = claims.sub;
      return fields;
    case 'optional-user':
      if (claims.sub === undefined) {
        delete fields['userId'];
        delete fields['travellerId'];
      } else fields['userId'] = claims.sub;
      return fields;
    case 'admin':
      if (claims.sub === undefined || claims.role !== 'admin') {
        throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
      }
      fields['actorId'] = claims.sub;
      fields['actorRole'] = claims.role;
      return fields;
  }
}

function parseJson(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
