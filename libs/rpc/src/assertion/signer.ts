import { type KeyObject, createPublicKey, randomUUID, sign } from 'node:crypto';

import {
  MAX_REQUEST_ID_LENGTH,
  type RpcCaller,
  type RpcService,
  rpcAccessOf,
} from '@app/contracts';

import {
  RPC_ASSERTION_LIFETIME_S,
  type RpcClaims,
  type RpcClockOptions,
  type RpcEnvelope,
  VERIFIED_CACHE_SIZE,
  base64url,
  systemNowS,
} from './claims';
import { parseRpcPrivateKey, rpcKeyId } from './keys';

/** A caller signs a new assertion for the same audience, user and role after this long (s). */
const REUSE_S = 30;

/**
 * Signs the assertions of one calling process. It reuses an assertion for the same service, user,
 * traveller, role and request for up to 30 s of its 60 s life, so that a busy caller signs a few per user a minute,
 * not one per call.
 *
 * @example
 * const signer = new RpcSigner('gateway', env.GATEWAY_RPC_PRIVATE_KEY);
 * client.send(pattern, signer.envelope('travel', pattern, { userId, ...dto }));
 */
export class RpcSigner {
  private readonly key: KeyObject;
  private readonly header: string;
  private readonly nowS: () => number;
  private readonly reused = new Map<string, { token: string; iat: number }>();

  constructor(
    readonly caller: RpcCaller,
    privateKey: string | KeyObject,
    options: RpcClockOptions = {},
  ) {
    this.key = typeof privateKey === 'string' ? parseRpcPrivateKey(privateKey) : privateKey;
    const kid = rpcKeyId(createPublicKey(this.key));
    this.header = base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT', kid }));
    this.nowS = options.nowS ?? systemNowS;
  }

  /**
   * The signer of `caller` from its configured key (e.g. `env.NOTIFICATION_RPC_PRIVATE_KEY`);
   * throws a sentence naming `variable` when it is unset, so the process does not start.
   */
  static configured(caller: RpcCaller, key: string | undefined, variable: string): RpcSigner {
    if (key === undefined || key === '') {
      throw new Error(
        `${variable} is required: the base64 PKCS#8 Ed25519 key the ${caller} signs its RPC calls with (npm start generates one; docs/security.md)`,
      );
    }
    return new RpcSigner(caller, parseRpcPrivateKey(key, variable));
  }

  /**
   * The envelope of one call of `pattern` on `service`: the payload as given, and an assertion
   * naming the user the payload acts for (per the access table: `userId`, or `actorId` and
   * `actorRole` on admin calls; the verifier writes them back from the assertion).
   */
  envelope(service: string, pattern: string, payload: unknown, requestId?: string): RpcEnvelope {
    return { assertion: this.assertionFor(service, pattern, payload, requestId), payload };
  }

  private assertionFor(
    service: string,
    pattern: string,
    payload: unknown,
    requestId: string | undefined,
  ): string {
    const { sub, trv, role } = actingFor(service, pattern, payload);
    const rid =
      requestId !== undefined && requestId.length <= MAX_REQUEST_ID_LENGTH ? requestId : undefined;
    const now = this.nowS();
    const cacheKey = `${service}\n${sub ?? ''}\n${trv ?? ''}\n${role ?? ''}\n${rid ?? ''}`;
    const cached = this.reused.get(cacheKey);
    if (cached && now - cached.iat < REUSE_S && cached.iat <= now) return cached.token;
    const token = this.sign({
      iss: this.caller,
      aud: service as RpcService,
      ...(sub === undefined ? {} : { sub }),
      ...(trv === undefined ? {} : { trv }),
      ...(role === undefined ? {} : { role }),
      ...(rid === undefined ? {} : { rid }),
      iat: now,
      exp: now + RPC_ASSERTION_LIFETIME_S,
      jti: randomUUID(),
    });
    if (this.reused.size >= VERIFIED_CACHE_SIZE) this.reused.clear();
    this.reused.set(cacheKey, { token, iat: now });
    return token;
  }

  /** A token with exactly these claims (tests forge expired or foreign ones with it). */
  sign(claims: RpcClaims): string {
    const input = `${this.header}.${base64url(JSON.stringify(claims))}`;
    return `${input}.${sign(null, Buffer.from(input), this.key).toString('base64url')}`;
  }
}

/**
 * The user (and traveller, or role) a payload acts for, per the access table's `acting` of the
 * pattern.
 */
function actingFor(
  service: string,
  pattern: string,
  payload: unknown,
): { sub?: string; trv?: string; role?: string } {
  const access = rpcAccessOf(service, pattern);
  if (!access || typeof payload !== 'object' || payload === null) return {};
  const fields = payload as {
    userId?: unknown;
    travellerId?: unknown;
    actorId?: unknown;
    actorRole?: unknown;
  };
  switch (access.acting) {
    case 'user':
    case 'optional-user':
      if (typeof fields.userId !== 'string') return {};
      return typeof fields.travellerId === 'string'
        ? { sub: fields.userId, trv: fields.travellerId }
        : { sub: fields.userId };
    case 'admin':
      return {
        ...(typeof fields.actorId === 'string' ? { sub: fields.actorId } : {}),
        ...(typeof fields.actorRole === 'string' ? { role: fields.actorRole } : {}),
      };
    case 'none':
      return {};
  }
}
