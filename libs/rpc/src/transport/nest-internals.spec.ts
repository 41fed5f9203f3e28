/**
 * The Nest internals this lib builds on (README "Depends on Nest internals"). DrainingTcpServer
 * and CoalescingJsonSocket subclass Nest's TCP transport and override or read members that are
 * not its documented API; a Nest upgrade may change them without notice. Each test here fails
 * when the installed @nestjs/microservices no longer has what they use: re-read the new version's
 * `server/server-tcp.js` and `helpers/json-socket.js`, adapt the subclasses, then move the pin.
 */
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

import { JsonSocket, ServerTCP } from '@nestjs/microservices';

/** The @nestjs/microservices version the subclasses were written and checked against. */
const PINNED_NEST_MICROSERVICES = '12.1.1';

function installedVersion(): string {
  const entry = require.resolve('@nestjs/microservices');
  const manifest = path.join(path.dirname(entry), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

describe('the Nest internals @app/rpc depends on', () => {
  it('is the pinned @nestjs/microservices', () => {
    expect(installedVersion()).toBe(PINNED_NEST_MICROSERVICES);
    const declared = (
      JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['@nestjs/microservices'];
    expect(declared).toBe(PINNED_NEST_MICROSERVICES);
  });

  it('ServerTCP still has the methods DrainingTcpServer overrides or calls', () => {
    const methods = [
      'getRouteFromPattern',
      'normalizePattern',
      'getHandlerByPattern',
      'setOnProcessingStartHook',
      'setOnProcessingEndHook',
      'close',
      'listen',
    ];
    for (const method of methods) {
      expect([
        method,
        typeof (ServerTCP.prototype as unknown as Record<string, unknown>)[method],
      ]).toEqual([method, 'function']);
    }
  });

  it('a ServerTCP keeps the fields DrainingTcpServer reads: openSockets, isManuallyTerminated, logger, and server once listening', async () => {
    const server = new ServerTCP({ host: '127.0.0.1', port: 0 });
    const fields = server as unknown as Record<string, unknown>;
    expect(fields['openSockets']).toBeInstanceOf(Set);
    expect(typeof fields['isManuallyTerminated']).toBe('boolean');
    expect(typeof (fields['logger'] as { warn?: unknown }).warn).toBe('function');
    await new Promise<void>((resolve, reject) =>
      server.listen((error?: unknown) => (error ? reject(error) : resolve())),
    );
    try {
      expect(fields['server']).toBeInstanceOf(net.Server);
    } finally {
      await server.close();
    }
  });

  it('JsonSocket sends through the protected handleSend, framed as <length>#<json>', async () => {
    expect(typeof (JsonSocket.prototype as unknown as Record<string, unknown>)['handleSend']).toBe(
      'function',
    );
    const received: Buffer[] = [];
    const listener = net.createServer((socket) =>
      socket.on('data', (chunk) => received.push(chunk)),
    );
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const socket = net.connect((listener.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    const json = new JsonSocket(socket);
    const sent = jest.spyOn(json as unknown as { handleSend: () => void }, 'handleSend');
    json.sendMessage({ pattern: 'a.b', data: { n: 1 }, id: 'x' });
    const body = JSON.stringify({ pattern: 'a.b', data: { n: 1 }, id: 'x' });
    const deadline = Date.now() + 5_000;
    while (Buffer.concat(received).length < body.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(sent).toHaveBeenCalledTimes(1);
    expect(Buffer.concat(received).toString()).toBe(`${body.length}#${body}`);
    socket.destroy();
    listener.close();
  });
});
