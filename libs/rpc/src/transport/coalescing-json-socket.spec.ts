import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';

import { JsonSocket } from '@nestjs/microservices';

import { CoalescingJsonSocket } from './coalescing-json-socket';

/** A connected pair: `sender` (the class under test) and `receiver` (Nest's plain JsonSocket). */
async function connectedPair(): Promise<{
  sender: CoalescingJsonSocket;
  received: unknown[];
  close: () => Promise<void>;
}> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const accepted = once(server, 'connection') as Promise<[net.Socket]>;
  const raw = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(raw, 'connect');
  const [peer] = await accepted;
  const received: unknown[] = [];
  new JsonSocket(peer).on('message', (message: unknown) => received.push(message));
  return {
    sender: new CoalescingJsonSocket(raw),
    received,
    close: async () => {
      raw.destroy();
      peer.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
}

describe('CoalescingJsonSocket', () => {
  it('writes the messages of one turn in one write, framed as JsonSocket reads them', async () => {
    const { sender, received, close } = await connectedPair();
    const writes: number[] = [];
    const socket = sender.netSocket as net.Socket & {
      _writev: (chunks: unknown[], callback: () => void) => void;
      _write: (chunk: unknown, encoding: string, callback: () => void) => void;
    };
    const writev = socket._writev.bind(socket);
    const write = socket._write.bind(socket);
    socket._writev = (chunks, callback) => {
      writes.push(chunks.length);
      writev(chunks, callback);
    };
    socket._write = (chunk, encoding, callback) => {
      writes.push(1);
      write(chunk, encoding, callback);
    };

    const messages = [
      { pattern: 'a', data: { n: 1 }, id: '1' },
      { pattern: 'b', data: { text: 'é#{}' }, id: '2' },
      { pattern: 'c', data: null, id: '3' },
    ];
    for (const message of messages) sender.sendMessage(message);
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual([3]);
    await until(() => received.length === 3);
    expect(received).toEqual(messages);

    // A later message is not held back by the earlier turn: it leaves at the end of its own.
    sender.sendMessage({ pattern: 'd', data: 4, id: '4' });
    await turn();
    expect(writes).toEqual([3, 1]);
    await until(() => received.length === 4);
    expect(received[3]).toEqual({ pattern: 'd', data: 4, id: '4' });
    await close();
  });
});
