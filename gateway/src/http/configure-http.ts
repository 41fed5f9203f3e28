import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';

import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';

import {
  ADMIN_SEND_EMAIL_PATH,
  AppError,
  BULK_EMAIL_BODY_LIMIT_BYTES,
  IMPORT_BODY_LIMIT_BYTES,
  STRIPE_WEBHOOK_PATH,
  TRAVEL_IMPORT_PATH,
  UNSUBSCRIBE_PATH,
} from '@app/contracts';
import { type MessageScope, type ProcessLogger, startFrom } from '@app/observability';

import { ADMIN_PATH_PREFIX, AdminAccess } from '../admin/admin.guard';
import { type GatewayEnv } from '../config/env.schema';
import { UNMATCHED_ROUTE } from '../metrics/gateway-metrics';

import { logAccess } from './access-log';
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

/**
 * How often Node checks the headers and whole-request deadlines of open connections (ms). Its
 * default, 30 s, would let a slow client hold a connection up to that much past its deadline.
 */
const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify options owned by the edge: body limit, request ids, which proxies to believe
 * (TRUST_PROXY, none by default), and the deadlines of slow clients (docs/security.md, "Gateway"):
 * headers, the whole request (then Node answers 408 and closes), an idle connection (closed), an
 * idle keep-alive connection. The body of each route has its own deadline (`bodyDeadline`).
 */
export function fastifyOptions(env: GatewayEnv) {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.trustProxy,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: env.connectionTimeoutMs,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS,
    },
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
 * request ids and an access log (failures; every request at LOG_LEVEL=debug), the SPA's static files, and the error body
 * for failures that happen before any route runs (bad JSON, 413, 415).
 */
export async function configureHttp(
  app: NestFastifyApplication,
  env: GatewayEnv,
  log: ProcessLogger,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = new Logger('HTTP');

  // Per route, before Nest's guards (which run after the body is parsed):
  // - every /api/admin/* route admits only an administrator (AdminAccess) in its onRequest hook,
  //   so that nobody else can make the gateway read or parse a body there (401, 403 first);
  // - one route takes more than BODY_LIMIT_BYTES: the admin's bulk e-mail, whose 'Select All'
  //   sends every user id (up to BULK_EMAIL_MAX_USERS) with a message of up to 256 KiB; its limit
  //   is derived from those DTO limits, and its body may take the whole request's deadline
  //   (HTTP_REQUEST_TIMEOUT_MS); every other body has HTTP_BODY_TIMEOUT_MS;
  // - the CSV import (issue #22) takes up to IMPORT_BODY_LIMIT_BYTES (a file's text as a JSON
  //   string), with the whole request's deadline too.
  // (Routes are registered at app.init(), after this hook.)
  const admins = app.get(AdminAccess);
  const adminFirst = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await admins.admit(request);
      return undefined;
    } catch (error) {
      await sendHttpError(
        request,
        reply,
        toHttpError(error, logger, request.url),
        hasBody(request),
      );
      return reply;
    }
  };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isBulkEmail = route.url === ADMIN_SEND_EMAIL_PATH && methods.includes('POST');
    const isImport = route.url === TRAVEL_IMPORT_PATH && methods.includes('POST');
    if (isBulkEmail) route.bodyLimit = BULK_EMAIL_BODY_LIMIT_BYTES;
    if (isImport) route.bodyLimit = IMPORT_BODY_LIMIT_BYTES;
    if (route.url.startsWith(ADMIN_PATH_PREFIX)) {
      route.onRequest = [...hooksOf(route.onRequest), adminFirst];
    }
    const deadline =
      isBulkEmail || isImport ? env.HTTP_REQUEST_TIMEOUT_MS : env.HTTP_BODY_TIMEOUT_MS;
    route.preParsing = [...hooksOf(route.preParsing), bodyDeadline(deadline)];
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

  // Each request is served in its own request context and (tracing on) server span: every log
  // line it causes carries its id (`req_id`), and every RPC call it makes carries its id (in the
  // caller assertion, docs/security.md) and trace onward (docs/operations.md).
  const scopes = new WeakMap<FastifyRequest, MessageScope>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const scope = startFrom({ reqId: String(request.id) }, `${request.method} ${route}`, 'server', {
      'http.request.method': request.method,
      'http.route': route,
    });
    scopes.set(request, scope);
    scope.run(done);
  });
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    if (isApi(request)) void reply.header('cache-control', 'no-store');
    if (hasBody(request) && !isJson(request) && !isOneClickUnsubscribe(request)) {
      await sendHttpError(
        request,
        reply,
        toHttpError({ statusCode: 415 }, logger, request.url),
        true,
      );
      return reply;
    }
    return undefined;
  });
  // The access log: failures, and every request at LOG_LEVEL=debug (`logAccess`).
  const httpLog = log.child({ context: 'HTTP' });
  fastify.addHook('onResponse', (request, reply, done) => {
    scopes.get(request)?.end();
    logAccess(httpLog, request, reply);
    done();
  });
}

/** A route's own hooks of one kind, as a list (Fastify takes one function or an array). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : ([hooks].flat() as T[]);
}

/**
 * A preParsing hook: the body must have arrived within `ms` of the gateway starting to read it,
 * else the request fails with 408 (REQUEST_TIMEOUT) and the connection closes, so that a client
 * trickling its body (a slow-loris) holds a connection for at most that long.
 */
function bodyDeadline(ms: number): preParsingAsyncHookHandler {
  return async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    const guarded = Object.assign(new PassThrough(), { receivedEncodedLength: 0 });
    // The parser stops listening when it gives up early (413): the error then has nobody to tell.
    guarded.on('error', () => undefined);
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      guarded.destroy(
        Object.assign(new Error('The request body arrived too slowly'), { statusCode: 408 }),
      );
    }, ms);
    payload.on('data', (chunk: Buffer) => {
      guarded.receivedEncodedLength += chunk.length;
    });
    const stop = (): void => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    // Answered before the whole body arrived (a 413 after its first bytes): nothing left to time.
    reply.raw.once('finish', stop);
    payload.pipe(guarded);
    return guarded;
  };
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
