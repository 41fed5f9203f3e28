import type { ClientProxy } from '@nestjs/microservices';
import { NEVER, type Observable, of, throwError } from 'rxjs';

import { AppError } from '@app/contracts';
import { testRpcSigner } from '@app/testing';

import { type RpcCallRecord, subscribeToRpcCalls } from './rpc-call-channel';
import { sendRpc } from './send-rpc';

const signer = testRpcSigner();

/** A client whose every call answers with `reply`. */
const clientAnswering = (reply: () => Observable<unknown>): ClientProxy =>
  ({ send: () => reply() }) as unknown as ClientProxy;

describe('the RPC call channel', () => {
  let calls: RpcCallRecord[];
  let stop: () => void;

  beforeEach(() => {
    calls = [];
    stop = subscribeToRpcCalls((call) => calls.push(call));
  });

  afterEach(() => stop());

  it.each([
    ['ok', () => of({ id: 1 })],
    ['error', () => throwError(() => new AppError('NOT_FOUND', 'Entry not found').toPayload())],
    [
      'unavailable',
      () => throwError(() => new AppError('SERVICE_UNAVAILABLE', 'Restarting').toPayload()),
    ],
    [
      'unreachable',
      () => throwError(() => Object.assign(new Error('x'), { code: 'ECONNREFUSED' })),
    ],
    ['timeout', () => NEVER],
  ] as const)(
    'publishes a call that ends %s, with its service, pattern and duration',
    async (outcome, reply) => {
      await sendRpc(clientAnswering(reply), signer, 'travel', 'travel.entries.list', {}, 20).catch(
        () => undefined,
      );
      expect(calls).toEqual([
        {
          service: 'travel',
          pattern: 'travel.entries.list',
          outcome,
          durationMs: expect.any(Number),
        },
      ]);
      expect(calls[0]!.durationMs).toBeGreaterThanOrEqual(0);
    },
  );

  it('keeps the errors sendRpc throws as they were', async () => {
    await expect(
      sendRpc(
        clientAnswering(() => NEVER),
        signer,
        'travel',
        'travel.entries.list',
        {},
        20,
      ),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The travel service did not answer within 20 ms. Please try again in a moment.',
    });
    await expect(
      sendRpc(
        clientAnswering(() => throwError(() => new AppError('NOT_FOUND', 'Gone').toPayload())),
        signer,
        'travel',
        'travel.entries.list',
        {},
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Gone' });
  });

  it('publishes nothing after the listener stopped', async () => {
    stop();
    await sendRpc(
      clientAnswering(() => of(1)),
      signer,
      'auth',
      'auth.users.current',
      {},
    );
    expect(calls).toEqual([]);
  });
});
