import { isIP } from 'node:net';

/**
 * What the gateway believes of `X-Forwarded-For` (and `-Proto`, `-Host`): Fastify's `trustProxy`
 * option. `false` (the default) trusts no proxy: the client is the socket's peer, so a header a
 * client writes itself changes nothing (not the per-IP rate limits, not the request's protocol).
 * A list names the proxies in front of the gateway by address or CIDR range: a forwarded address
 * is believed only as far as the chain of hops is made of them. (A hop count is not offered: the
 * installed Fastify refuses hop-count trust, which cannot tell a proxy from a client that reaches
 * the gateway directly.)
 */
export type TrustProxy = false | string[];

/** Names `@fastify/proxy-addr` accepts for whole ranges (127.0.0.1/8, 169.254.0.0/16, …). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW =
  'give the addresses or CIDR ranges of the proxies in front of the gateway, comma-separated (e.g. 10.0.0.0/8,192.168.1.2), or leave it unset to trust none';

/**
 * What is wrong with a `TRUST_PROXY` value, or null when it is usable.
 *
 * @example
 * trustProxyProblem('true') // → 'TRUST_PROXY=true would trust a spoofed X-Forwarded-For …'
 * trustProxyProblem('10.0.0.0/8') // → null
 */
export function trustProxyProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^(true|yes|on|\*)$/i.test(value)) {
    return `TRUST_PROXY=${value} would trust a spoofed X-Forwarded-For from any client: ${HOW}`;
  }
  if (/^\d+$/.test(value)) {
    return `TRUST_PROXY=${value}: a hop count cannot tell a proxy from a client that reaches the gateway directly: ${HOW}`;
  }
  const wrong = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !isAddressOrRange(entry));
  return wrong.length === 0 ? null : `TRUST_PROXY: "${wrong.join('", "')}" is not usable: ${HOW}`;
}

/**
 * Fastify's `trustProxy` for a valid `TRUST_PROXY` value (unset or empty: trust none).
 *
 * @example
 * trustProxyOption(undefined) // → false
 * trustProxyOption('10.0.0.0/8, loopback') // → ['10.0.0.0/8', 'loopback']
 */
export function trustProxyOption(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  return value === '' ? false : value.split(',').map((entry) => entry.trim());
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
