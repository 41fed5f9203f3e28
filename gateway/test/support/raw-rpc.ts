import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Nest's answer to one request: `response` on success, `err` on failure. */
export interface RawRpcAnswer {
  id: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * A plain TCP connection to a service speaking Nest's framing (`<length>#<json>`), as anything in
 * the network could open one: no Nest client, no assertion unless the test writes one.
 *
 * @example
 * const rpc = await RawRpc.open(port);
 * const answer = await rpc.ask('travel.entries.list', { userId });
 */
export class RawRpc {
  private buffer = '';
  private readonly waiting = new Map<string, (answer: RawRpcAnswer) => void>();

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.read(chunk));
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawRpc> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host });
      socket.once('connect', () => resolve(new RawRpc(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends `{ pattern, data, id }` and resolves with the answer (rejects after `timeoutMs`). */
  ask(pattern: string, data: unknown, timeoutMs = 10_000): Promise<RawRpcAnswer> {
    const id = randomUUID();
    const json = JSON.stringify({ pattern, data, id });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`no answer to ${pattern} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      this.socket.write(`${json.length}#${json}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    for (;;) {
      const hash = this.buffer.indexOf('#');
      if (hash === -1) return;
      const length = Number.parseInt(this.buffer.slice(0, hash), 10);
      if (this.buffer.length - hash - 1 < length) return;
      const answer = JSON.parse(this.buffer.slice(hash + 1, hash + 1 + length)) as RawRpcAnswer;
      this.buffer = this.buffer.slice(hash + 1 + length);
      // Nest sends a last `isDisposed` packet after a stream's values; the first answer counts.
      const wake = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      wake?.(answer);
    }
  }
}
