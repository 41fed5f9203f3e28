import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';

import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  ADMIN_SEND_EMAIL_PATH,
  AppError,
  BULK_EMAIL_BODY_LIMIT_BYTES,
  STRIPE_WEBHOOK_PATH,
  UnauthenticatedError,
  UNSUBSCRIBE_PATH,
} from '@app/contracts';
import { SessionStore } from '@app/nest-core';

import { type GatewayEnv } from '../config/env.schema';
import { SessionCookie } from '../session/session-cookie';
import { NOT_SIGNED_IN } from '../session/session.guard';

import { AccessLog } from './access-log';
import { sendHttpError } from './http-error.filter';
import { toHttpError } from './http-error';
import { jsonBodyProblem } from './json-limits';
import { helmetOptions, securityHeaders } from './security-headers';

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The exact body text of the requests whose signature covers it (Stripe's webhook). */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The body of a signed webhook request exactly as received, or undefined. */
export function rawBodyOf(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}

/** Fastify options owned by the edge: body limit, request ids, proxies. */
export function fastifyOptions(env: GatewayEnv) {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.isProduction,
    requestIdHeader: false as const,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

/**
 * Everything the gateway adds around the routes: JSON-only bodies (415 otherwise), cookies,
 * security headers with a CSP that admits Stripe.js (computed once), `no-store` on the API,
 * request ids and one log line per request (batched), the SPA's static files, and the error body
 * for failures that happen before any route runs (bad JSON, 413, 415).
 */
export async function configureHttp(app: NestFastifyApplication, env: GatewayEnv): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = new Logger('HTTP');

  // One route takes more than BODY_LIMIT_BYTES: the admin's bulk e-mail, whose 'Select All' sends
  // every user id (up to BULK_EMAIL_MAX_USERS) with a message of up to 256 KiB. Its limit is
  // derived from those DTO limits; every other route keeps the default. (Routes are registered
  // at app.init(), after this hook.)
  // Before that body is read, a request without a live session is refused (401), so that only a
  // signed-in user can make the gateway read megabytes; the admin role is checked as everywhere.
  const sessions = app.get(SessionStore);
  const cookie = app.get(SessionCookie);
  const signedInFirst = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      if (await sessions.resolve(cookie.read(request))) return undefined;
      sendHttpError(
        reply,
        toHttpError(new UnauthenticatedError(NOT_SIGNED_IN), logger, request.url),
      );
    } catch (error) {
      sendHttpError(reply, toHttpError(error, logger, request.url));
    }
    return reply;
  };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url === ADMIN_SEND_EMAIL_PATH && methods.includes('POST')) {
      route.bodyLimit = BULK_EMAIL_BODY_LIMIT_BYTES;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [...own, signedInFirst];
    }
  });

  // JSON is the only body the API takes: any other body is refused with 415 before parsing, except
  // the RFC 8058 one-click unsubscribe form body, which carries nothing to read.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  // Fastify's own JSON parser (same poisoning rules), which also keeps the text of Stripe's
  // webhook: its signature is over the body as sent, not over a re-serialisation.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.url.split('?')[0] === STRIPE_WEBHOOK_PATH) rawBodies.set(request, body as string);
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      // Bodies the validators downstream cannot take are refused here with a 400 (not a 500).
      const problem = jsonBodyProblem(value);
      if (problem) return done(new AppError('VALIDATION_FAILED', problem), undefined);
      done(null, value);
    });
  });

  await app.register(fastifyCookie);
  // Security headers (helmet's, with a CSP that admits Stripe.js), computed once at start-up.
  const headers = securityHeaders(helmetOptions(env));
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  if (existsSync(env.SPA_DIST_DIR)) {
    await app.register(fastifyStatic, {
      root: env.SPA_DIST_DIR,
      wildcard: false,
      // Pages (`/` too) are the web server's, which renders them (HttpErrorFilter, WebPages).
      index: false,
      // scripts/build.mjs writes .br and .gz beside each text file: no compression per request.
      preCompressed: true,
      // Vite names assets by content hash: they never change. Other files must be revalidated.
      setHeaders: (reply, filePath) => {
        void reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    logger.warn(`No built web app at ${env.SPA_DIST_DIR}: run \`npm run build\` to serve it.`);
  }

  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    if (isApi(request)) void reply.header('cache-control', 'no-store');
    if (hasBody(request) && !isJson(request) && !isOneClickUnsubscribe(request)) {
      sendHttpError(reply, toHttpError({ statusCode: 415 }, logger, request.url));
      return reply;
    }
    return undefined;
  });
  // The access log: one plain line per API call (Nest's formatted logger costs ~15% throughput),
  // written in batches (AccessLog); none in tests.
  const accessLog = env.NODE_ENV === 'test' ? null : new AccessLog(writeStdout);
  if (accessLog) {
    const flush = (): void => accessLog.flush();
    process.once('exit', flush);
    fastify.addHook('onClose', async () => {
      process.off('exit', flush);
      flush();
    });
  }
  fastify.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime.toFixed(1);
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms} ms req=${request.id}`;
    if (reply.statusCode >= 500) logger.error(line);
    else if (accessLog && (request.url.startsWith('/api') || reply.statusCode >= 400)) {
      accessLog.write(line);
    }
  });
}

function writeStdout(text: string): void {
  process.stdout.write(text);
}

function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.url.split('?')[0] === UNSUBSCRIBE_PATH;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** `application/json`, optionally with parameters (`; charset=utf-8`). */
function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

function isApi(request: FastifyRequest): boolean {
  return request.url.startsWith('/api') || request.url.startsWith('/health');
}
