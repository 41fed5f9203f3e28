import { createServer } from 'node:net';

import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';

/**
 * A TCP port that was free a moment ago on 127.0.0.1, for starting a microservice in-process.
 *
 * @example
 * const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port was assigned'));
      });
    });
  });
}

/**
 * A connected TCP `ClientProxy` for a microservice on 127.0.0.1, as the gateway holds one. Close it
 * with `client.close()`.
 *
 * @example
 * const client = await connectRpcClient(port);
 * const user = await sendRpc<UserDto>(client, 'auth', AuthPatterns.CurrentUser, { userId });
 */
export async function connectRpcClient(port: number, host = '127.0.0.1'): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host, port } });
  await client.connect();
  return client;
}
