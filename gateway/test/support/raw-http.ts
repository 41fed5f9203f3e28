/**
 * HTTP/1.1 over a plain socket, for the tests of what a client does byte by byte: a body sent
 * slowly or only in part, headers never finished, a connection left idle. (`inject` has no socket,
 * and fetch cannot stop half-way through a body.)
 */
import { createConnection, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Bytes written to the socket so far. */
  readonly sent: number;
  /** Writes unless the server has closed the connection; resolves once the data is flushed. */
  write(data: string | Buffer): Promise<void>;
  /**
   * The first response once it has fully arrived (by its Content-Length), or null when the
   * connection closed without one.
   */
  response: Promise<RawResponse | null>;
  /** Resolves when the connection has closed (from either side), with when it did (ms clock). */
  closed: Promise<number>;
  destroy(): void;
}

/** Opens a connection to 127.0.0.1:`port`. */
export async function openRaw(port: number): Promise<RawConnection> {
  const socket: Socket = createConnection({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // Resets and broken pipes after the server closed are what some tests wait for.
  socket.on('error', () => undefined);
  let sent = 0;
  let received = Buffer.alloc(0);
  let isClosed = false;
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve(Date.now());
    }),
  );
  const response = new Promise<RawResponse | null>((resolve) => {
    const tryParse = (): RawResponse | null => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine = '', ...lines] = received
        .subarray(0, end)
        .toString('latin1')
        .split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      const body = received.subarray(end + 4);
      if (body.length < length) return null;
      return {
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: body.subarray(0, length).toString('utf8'),
      };
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = tryParse();
      if (parsed) resolve(parsed);
    });
    void closed.then(() => resolve(tryParse()));
  });
  return {
    get sent() {
      return sent;
    },
    write: (data) =>
      new Promise<void>((resolve) => {
        if (isClosed || socket.destroyed) return resolve();
        sent += Buffer.byteLength(data);
        socket.write(data, () => resolve());
      }),
    response,
    closed,
    destroy: () => socket.destroy(),
  };
}

/** Resolves with `promise`'s value, or with `fallback` once `ms` have passed without it. */
export function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** The port a started Nest/Fastify app listens on. */
export function portOf(server: { address(): unknown }): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null || !('port' in address)) {
    throw new Error('the server does not listen on a TCP port');
  }
  return Number((address as { port: number }).port);
}
