import {
  type KeyObject,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  verify,
} from 'node:crypto';

import {
  ForbiddenError,
  MAX_REQUEST_ID_LENGTH,
  NOT_AN_ADMIN_MESSAGE,
  type RpcActing,
  type RpcCaller,
  type RpcService,
  UnauthenticatedError,
  isOpenPattern,
  isRpcCaller,
  rpcAccessOf,
} from '@app/contracts';

/**
 * Caller assertions on every RPC (docs/security.md, "Services trust no unauthenticated caller";
 * docs/adr/0022). A caller wraps each payload in an envelope `{ assertion, payload }`; the
 * assertion is a compact JWT (JWS, alg EdDSA over Ed25519) signed with the caller's own key:
 * `iss` the caller, `aud` the service, `sub` the user it acts for, `role` the role the gateway read
 * from auth, `rid` the request it serves (the gateway's request id), `iat`/`exp` (at most 60 s
 * apart) and `jti`. The service verifies it before any pipe
 * or handler runs (`DrainingTcpServer`), checks the access table of `@app/contracts`
 * (`RPC_ACCESS`), and writes the user and role from the assertion into the payload.
 */

/** How long an assertion is valid (s): the most the issue allows. */
export const RPC_ASSERTION_LIFETIME_S = 60;

/** A caller signs a new assertion for the same audience, user and role after this long (s). */
const REUSE_S = 30;

/** Clock skew tolerated between two machines (s). */
const LEEWAY_S = 5;

/** Tokens longer than this are refused without parsing. */
const MAX_TOKEN_LENGTH = 2_048;

/** Verified assertions kept (their signature is not checked again until they expire). */
const VERIFIED_CACHE_SIZE = 10_000;

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
  /** That user's role as the gateway read it from auth ('admin' on admin calls). */
  role?: string;
  /** The request the call serves (the gateway's request id), when the caller serves one. */
  rid?: string;
  iat: number;
  exp: number;
  jti: string;
}

/** One Ed25519 key pair as the environment carries it: base64 DER (PKCS#8 and SPKI). */
export interface RpcKeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * A fresh Ed25519 key pair (the launcher's `.data/`, tests, `node scripts/rpc-keys.mjs`).
 *
 * @example
 * const { privateKey, publicKey } = generateRpcKeyPair();
 */
export function generateRpcKeyPair(): RpcKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/**
 * The variable that holds `caller`'s private key: `GATEWAY_RPC_PRIVATE_KEY`,
 * `NOTIFICATION_WORKER_RPC_PRIVATE_KEY`, … (each process is given its own only).
 */
export function rpcPrivateKeyVariable(caller: RpcCaller): string {
  return `${caller.toUpperCase().replaceAll('-', '_')}_RPC_PRIVATE_KEY`;
}

/** A key's id: the first 16 base64url characters of the SHA-256 of its SPKI DER. */
export function rpcKeyId(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return createHash('sha256').update(der).digest('base64url').slice(0, 16);
}

/** Parses a base64 PKCS#8 Ed25519 private key; throws a sentence naming `name` otherwise. */
export function parseRpcPrivateKey(value: string, name = 'the RPC private key'): KeyObject {
  try {
    const key = createPrivateKey({
      key: Buffer.from(value, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    if (key.asymmetricKeyType === 'ed25519') return key;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be a base64 PKCS#8 Ed25519 private key`);
}

/**
 * Parses `RPC_PUBLIC_KEYS`: JSON `{ "<caller>": ["<base64 SPKI Ed25519>", …] }`, more than one key
 * per caller while a key is rotated. Returns the keys by id; throws a sentence on anything else.
 */
export function parseRpcPublicKeys(
  json: string,
): Map<string, { caller: RpcCaller; key: KeyObject }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('RPC_PUBLIC_KEYS must be JSON: { "<caller>": ["<base64 SPKI key>", …] }');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('RPC_PUBLIC_KEYS must be a JSON object of callers');
  }
  const keys = new Map<string, { caller: RpcCaller; key: KeyObject }>();
  for (const [caller, list] of Object.entries(parsed)) {
    if (!isRpcCaller(caller)) throw new Error(`RPC_PUBLIC_KEYS names an unknown caller: ${caller}`);
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      throw new Error(`RPC_PUBLIC_KEYS.${caller} must be a list of base64 keys`);
    }
    for (const item of list as string[]) {
      let key: KeyObject;
      try {
        key = createPublicKey({ key: Buffer.from(item, 'base64'), format: 'der', type: 'spki' });
      } catch {
        throw new Error(`RPC_PUBLIC_KEYS.${caller} holds a key that is not base64 SPKI`);
      }
      if (key.asymmetricKeyType !== 'ed25519') {
        throw new Error(`RPC_PUBLIC_KEYS.${caller} holds a key that is not Ed25519`);
      }
      keys.set(rpcKeyId(key), { caller, key });
    }
  }
  return keys;
}

export interface RpcClockOptions {
  /** Seconds since the epoch (tests move it). */
  nowS?: () => number;
}

const systemNowS = (): number => Math.floor(Date.now() / 1000);

/**
 * Signs the assertions of one calling process. It reuses an assertion for the same service, user
 * and role for up to 30 s of its 60 s life, so that a busy caller signs a few per user a minute,
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
    const { sub, role } = actingFor(service, pattern, payload);
    const rid =
      requestId !== undefined && requestId.length <= MAX_REQUEST_ID_LENGTH ? requestId : undefined;
    const now = this.nowS();
    const cacheKey = `${service}\n${sub ?? ''}\n${role ?? ''}\n${rid ?? ''}`;
    const cached = this.reused.get(cacheKey);
    if (cached && now - cached.iat < REUSE_S && cached.iat <= now) return cached.token;
    const token = this.sign({
      iss: this.caller,
      aud: service as RpcService,
      ...(sub === undefined ? {} : { sub }),
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

/** The user (and role) a payload acts for, per the access table's `acting` of the pattern. */
function actingFor(
  service: string,
  pattern: string,
  payload: unknown,
): { sub?: string; role?: string } {
  const access = rpcAccessOf(service, pattern);
  if (!access || typeof payload !== 'object' || payload === null) return {};
  const fields = payload as { userId?: unknown; actorId?: unknown; actorRole?: unknown };
  switch (access.acting) {
    case 'user':
    case 'optional-user':
      return typeof fields.userId === 'string' ? { sub: fields.userId } : {};
    case 'admin':
      return {
        ...(typeof fields.actorId === 'string' ? { sub: fields.actorId } : {}),
        ...(typeof fields.actorRole === 'string' ? { role: fields.actorRole } : {}),
      };
    case 'none':
      return {};
  }
}

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
 * Returns the payload with `userId` (or `actorId`/`actorRole`) taken from the assertion; throws a
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
    const { iss, aud, sub, role, rid, iat, exp, jti } = claims;
    if (iss !== signer.caller || aud !== this.service) return undefined;
    if (typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string')
      return undefined;
    if (exp - iat > RPC_ASSERTION_LIFETIME_S || iat > now + LEEWAY_S || now >= exp + LEEWAY_S) {
      return undefined;
    }
    if (sub !== undefined && typeof sub !== 'string') return undefined;
    if (role !== undefined && typeof role !== 'string') return undefined;
    if (rid !== undefined && (typeof rid !== 'string' || rid.length > MAX_REQUEST_ID_LENGTH)) {
      return undefined;
    }
    return {
      iss: signer.caller,
      aud: this.service,
      ...(sub === undefined ? {} : { sub }),
      ...(role === undefined ? {} : { role }),
      ...(rid === undefined ? {} : { rid }),
      iat,
      exp,
      jti,
    };
  }
}

/** The payload with the identity fields of `acting` set from the claims (or a refusal). */
function withActing(acting: RpcActing, claims: RpcClaims, payload: unknown): unknown {
  if (acting === 'none') return payload;
  const fields: Record<string, unknown> =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : {};
  switch (acting) {
    case 'user':
      if (claims.sub === undefined) throw new UnauthenticatedError(NOT_A_VERIFIED_CALLER);
      fields['userId'] = claims.sub;
      return fields;
    case 'optional-user':
      if (claims.sub === undefined) delete fields['userId'];
      else fields['userId'] = claims.sub;
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

function isEnvelope(data: unknown): data is RpcEnvelope {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { assertion?: unknown }).assertion === 'string' &&
    Object.hasOwn(data, 'payload')
  );
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

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}
