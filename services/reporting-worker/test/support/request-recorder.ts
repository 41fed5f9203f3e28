import { createServer, type Server } from 'node:http';

/** A local HTTP server that records every request it receives: proof that a PDF fetched nothing. */
export interface RequestRecorder {
  /** e.g. 'http://127.0.0.1:41234' */
  origin: string;
  /** Paths requested so far. */
  hits: string[];
  close(): Promise<void>;
}

export async function startRequestRecorder(): Promise<RequestRecorder> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/plain' }).end('fetched');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
