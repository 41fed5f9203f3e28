// The web server: renders the SPA's pages per request (src/server/render-page.tsx) for the
// gateway, which sends it every browser navigation and serves the built assets itself. One small
// process that owns the SPA's code (docs/adr/0019). GET /health/live and /health/ready for probes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SpaAssets } from './assets';
import { encodeHtml, htmlEncoding } from './html-encoding';
import { renderPage } from './render-page';
import { loadServerEnv } from './server-env';

const here = path.dirname(fileURLToPath(import.meta.url));

function log(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) {
  process.stdout.write(
    `${JSON.stringify({ level, time: new Date().toISOString(), context: 'web', msg, ...extra })}\n`,
  );
}

function sendJson(response: ServerResponse, status: number, body: Record<string, unknown>) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** A fetch Request for the page the browser asked the gateway for. */
function toRequest(incoming: IncomingMessage): Request {
  const host = incoming.headers['x-forwarded-host'] ?? incoming.headers.host ?? 'localhost';
  const protocol = incoming.headers['x-forwarded-proto'] ?? 'http';
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${String(protocol)}://${String(host)}${incoming.url ?? '/'}`, {
    method: 'GET',
    headers,
  });
}

/**
 * The web server's own error bodies (405, 503) are for the gateway and its probes, not for people:
 * the gateway sends it only GET and HEAD navigations, and answers any 5xx of it with its own 503,
 * worded in the browser's language (gateway/src/http/http-error.filter.ts).
 */
export function createWebServer(env = loadServerEnv(process.env, path.join(here, '../dist'))) {
  const assets = SpaAssets.load(env.SPA_DIST_DIR);
  return createServer((incoming, response) => {
    const url = incoming.url ?? '/';
    if (url === '/health/live' || url === '/health/ready') {
      sendJson(response, 200, { status: 'ok' });
      return;
    }
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      sendJson(response, 405, {
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'Pages are read with GET.',
      });
      return;
    }
    const timeout = AbortSignal.timeout(env.RENDER_TIMEOUT_MS);
    const rendered = Promise.race([
      renderPage(toRequest(incoming), { apiOrigin: env.API_ORIGIN, assets }),
      new Promise<never>((_, reject) =>
        timeout.addEventListener('abort', () => reject(new Error('render timed out'))),
      ),
    ]);
    rendered.then(
      (page) => {
        if (page.location !== undefined) {
          response.writeHead(page.status, { location: page.location, 'cache-control': 'no-store' });
          response.end();
          return;
        }
        const encoding = htmlEncoding(incoming.headers['accept-encoding']);
        const body = encodeHtml(page.html ?? '', encoding);
        response.writeHead(page.status, {
          'content-type': 'text/html; charset=utf-8',
          // A signed-in user's page is kept by no cache; a visitor's is revalidated each time.
          'cache-control': page.isPersonal ? 'no-store' : 'no-cache',
          vary: 'Cookie, Accept-Encoding',
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
          'content-length': String(body.length),
        });
        response.end(incoming.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log('error', `rendering ${url.split('?')[0]} failed`, {
          err: error instanceof Error ? error.stack : String(error),
          reqId: incoming.headers['x-request-id'],
        });
        sendJson(response, 503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The page could not be shown just now. Please try again in a moment.',
        });
      },
    );
  });
}

function main(): void {
  const env = loadServerEnv(process.env, path.join(here, '../dist'));
  const server = createWebServer(env);
  server.listen(env.PORT, env.HOST, () =>
    log('info', `Listening on http://${env.HOST}:${env.PORT}`),
  );
  // SIGTERM/SIGINT: stop taking connections, answer the requests in flight, exit 0.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
