import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet, { type HelmetOptions } from 'helmet';

import type { GatewayEnv } from '../config/env.schema';

/** A response header as helmet sets it: name and value. */
export type SecurityHeader = readonly [name: string, value: string | number | readonly string[]];

/** Helmet's options for the gateway: a CSP that admits Stripe.js, HSTS in production. */
export function helmetOptions(env: Pick<GatewayEnv, 'isProduction'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    hsts: env.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with `options`, computed once: none of the gateway's directives depend
 * on the request (no nonces), so every response gets the same list. @fastify/helmet built a new
 * helmet (parsing every CSP directive again) for each request; this runs helmet's own middleware
 * once, on a response that only records what it is given.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): SecurityHeader[] {
  const headers: SecurityHeader[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader() {
      // X-Powered-By: Fastify never sets it.
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
