import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the web server is told of the browser's request (its session, languages, encodings). */
const REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'cookie',
  'host',
  'user-agent',
] as const;

/** What the browser is told of the web server's answer. */
const RESPONSE_HEADERS = [
  'cache-control',
  'content-encoding',
  'content-length',
  'content-type',
  'location',
  'vary',
] as const;

/** The web server gave no usable answer: the gateway answers 503 with the uniform error body. */
export class WebServerUnavailable extends Error {}

/**
 * The SPA's pages: every browser navigation (an address that is no API route and no built file)
 * is answered by the web server (WEB_ORIGIN, frontend/src/server/main.ts), which renders the page
 * with the SPA's own code (docs/adr/0019). The gateway passes the request on and the answer back
 * as they are, adding only its own headers (security, request id); it reads and changes no HTML.
 */
export class WebPages {
  private readonly agent = new Agent({ keepAlive: true });

  private readonly target: URL;

  constructor(
    origin: string,
    private readonly timeoutMs: number,
  ) {
    this.target = new URL(origin);
  }

  /** Sends `request`'s page; rejects with WebServerUnavailable when the web server does not answer. */
  forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const headers: Record<string, string> = { 'x-request-id': String(request.id) };
    for (const name of REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    headers['x-forwarded-proto'] = request.protocol;
    return new Promise((resolve, reject) => {
      // The path as the browser sent it (never resolved against the origin: `//x` stays a path).
      const outgoing = httpRequest(
        {
          protocol: this.target.protocol,
          hostname: this.target.hostname,
          port: this.target.port,
          path: request.url,
          method: request.method,
          headers,
          agent: this.agent,
          timeout: this.timeoutMs,
        },
        (incoming) => {
          const status = incoming.statusCode ?? 502;
          if (status >= 500) {
            incoming.resume();
            reject(new WebServerUnavailable(`the web server answered ${status}`));
            return;
          }
          void reply.status(status).headers(pick(incoming.headers)).send(incoming);
          resolve();
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error) => reject(new WebServerUnavailable(error.message)));
      outgoing.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function pick(headers: IncomingHttpHeaders): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of RESPONSE_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}
