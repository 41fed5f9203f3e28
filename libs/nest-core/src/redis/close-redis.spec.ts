import { createServer, type Server, type Socket } from 'node:net';

import { Redis } from 'ioredis';

import { createTestRedis, type TestRedis } from '@app/testing';

import { closeRedis } from './close-redis';

let redis: TestRedis;
beforeAll(async () => {
  redis = await createTestRedis();
});
afterAll(() => redis.cleanup());

/**
 * A Redis that answers +OK to every command but QUIT, which it never answers: the hang a
 * shutdown must not wait on. Records the commands' names.
 */
async function quitIgnoringServer(): Promise<{
  port: number;
  commands: string[];
  stop(): Promise<void>;
}> {
  const commands: string[] = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (data) => {
      const names = [
        ...data.toString('latin1').matchAll(/(?:^|\r\n)\*\d+\r\n\$\d+\r\n([A-Za-z]+)/g),
      ];
      for (const [, name] of names) {
        commands.push(name!.toUpperCase());
        if (name!.toUpperCase() !== 'QUIT') socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    commands,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves once `redis` has ended (its socket closed for good). */
function ended(connection: Redis): Promise<void> {
  return connection.status === 'end'
    ? Promise.resolve()
    : new Promise((resolve) => connection.once('end', () => resolve()));
}

describe('closeRedis', () => {
  it('sends QUIT on a ready connection, after the commands already sent are answered', async () => {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    await connection.ping();
    const key = `${redis.keyPrefix}close`;
    const written = connection.set(key, 'kept');
    const quit = jest.spyOn(connection, 'quit');

    await closeRedis(connection);

    await expect(written).resolves.toBe('OK');
    expect(quit).toHaveBeenCalledTimes(1);
    await ended(connection);
    const check = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    expect(await check.get(key)).toBe('kept');
    await check.quit();
  });

  it('drops a lazy connection that never connected without connecting it', async () => {
    const connection = new Redis(redis.url, { lazyConnect: true });
    const connecting = jest.fn();
    connection.on('connect', connecting);

    await closeRedis(connection);

    expect(connection.status).toBe('end');
    expect(connecting).not.toHaveBeenCalled();
  });

  it('stops a connection that keeps reconnecting to a Redis that is gone', async () => {
    const gone = await quitIgnoringServer();
    await gone.stop();
    // (A short connect timeout: ioredis's timer for the last attempt outlives the close by that much.)
    const connection = new Redis({
      host: '127.0.0.1',
      port: gone.port,
      retryStrategy: () => 20,
      connectTimeout: 100,
    });
    connection.on('error', () => undefined);
    await new Promise((resolve) => connection.once('reconnecting', resolve));

    await closeRedis(connection);
    const retries = jest.fn();
    connection.on('reconnecting', retries);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(retries).not.toHaveBeenCalled();
  });

  it('gives up on a QUIT that gets no answer after the timeout and drops the socket', async () => {
    const hanging = await quitIgnoringServer();
    const connection = new Redis({
      host: '127.0.0.1',
      port: hanging.port,
      enableReadyCheck: false,
    });
    connection.on('error', () => undefined);
    await new Promise((resolve) => connection.once('ready', resolve));

    // Without the timeout this would wait forever (and the test would time out).
    await closeRedis(connection, 200);

    expect(hanging.commands).toContain('QUIT');
    await ended(connection);
    await hanging.stop();
  });

  it('leaves a connection that already ended alone', async () => {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    await connection.quit();
    await ended(connection);
    const disconnect = jest.spyOn(connection, 'disconnect');

    await closeRedis(connection);

    expect(disconnect).not.toHaveBeenCalled();
  });
});
