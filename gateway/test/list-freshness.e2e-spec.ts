/**
 * The travel list's layers (docs/adr/0008, 0014: this gateway's and another gateway's copies under
 * the user's token, the list a change leaves in Redis, the travel service's read) never serve a
 * list older than a change that was answered before the read was sent. A property over random
 * interleavings: concurrent batches of records, deletions and reads, each through one of two
 * gateways on the same services and Redis (a change routed by the other gateway is seen here only
 * through the token), with random delays between the calls of a batch.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

import { loadConfig } from '@app/nest-core';

import { GatewayEnv } from '../src/config/env.schema';
import { createGateway } from '../src/main';
import { MetricsEnv } from '../src/metrics/metrics.env';
import { type TestStack, signUpOn, startTestStack } from './support/test-stack';

let stack: TestStack;
let other: NestFastifyApplication;
let users = 0;

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '1000' });
  other = await createGateway(
    loadConfig(GatewayEnv, stack.gatewayEnv),
    loadConfig(MetricsEnv, stack.gatewayEnv),
  );
  await other.init();
  await other.getHttpAdapter().getInstance().ready();
}, 60_000);

afterAll(async () => {
  await other?.close();
  await stack?.close();
});

type Via = 'this' | 'other';
type Step = { kind: 'record' | 'delete' | 'read'; via: Via; delayMs: number };

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('record', 'delete', 'read', 'read'),
  via: fc.constantFrom<Via>('this', 'other'),
  delayMs: fc.integer({ min: 0, max: 4 }),
});

/**
 * What a read sent now must show: the records answered as stored (unless their deletion is sent
 * before the read is answered), none of those answered as deleted.
 */
interface Expected {
  present: Set<string>;
  absent: Set<string>;
  /** Records whose deletion was sent (answered or not). */
  deleting: Set<string>;
}

describe('the travel list under concurrent changes', () => {
  it('never shows a list older than a change answered before the read was sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 4, maxLength: 8 }),
        async (batches) => {
          users += 1;
          const { cookie } = await signUpOn(stack, `fresh${users}`, `10.20.0.${users % 250}`);
          const inject = (via: Via, options: InjectOptions) =>
            (via === 'this' ? stack.app : other)
              .getHttpAdapter()
              .getInstance()
              .inject({
                ...options,
                headers: { ...options.headers, cookie },
              });
          /** Recorded visits not yet sent for deletion (entry and exit ids). */
          const visits: [string, string][] = [];
          const answered: Expected = { present: new Set(), absent: new Set(), deleting: new Set() };
          let day = 0;

          const run = async ({ kind, via, delayMs }: Step): Promise<void> => {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
            if (kind === 'record') {
              day += 3;
              const date = new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10);
              const response = await inject(via, {
                method: 'POST',
                url: '/api/travel-entries/visit',
                payload: { entry_date: date, exit_date: date },
              });
              expect(response.statusCode).toBe(201);
              const { entry, exit } = response.json<{
                entry: { id: string };
                exit: { id: string };
              }>();
              visits.push([entry.id, exit.id]);
              answered.present.add(entry.id).add(exit.id);
            } else if (kind === 'delete') {
              const visit = visits.shift();
              if (visit === undefined) return;
              // From here the visit may be gone in any list: it is no longer expected present.
              for (const id of visit) answered.present.delete(id);
              for (const id of visit) answered.deleting.add(id);
              const response = await inject(via, {
                method: 'DELETE',
                url: `/api/travel-entries/visit/${visit[0]}/${visit[1]}`,
              });
              expect(response.statusCode).toBe(204);
              for (const id of visit) answered.absent.add(id);
            } else {
              const expected = { present: [...answered.present], absent: [...answered.absent] };
              const response = await inject(via, { method: 'GET', url: '/api/travel-entries' });
              expect(response.statusCode).toBe(200);
              const ids = new Set(response.json<{ id: string }[]>().map((entry) => entry.id));
              const missing = expected.present.filter((id) => !ids.has(id));
              expect(missing.filter((id) => !answered.deleting.has(id))).toEqual([]);
              expect(expected.absent.filter((id) => ids.has(id))).toEqual([]);
            }
          };
          for (const batch of batches) await Promise.all(batch.map(run));
          // Once everything has been answered, both gateways show exactly what is stored.
          for (const via of ['this', 'other'] as const) {
            await run({ kind: 'read', via, delayMs: 0 });
            const listed = (await inject(via, { method: 'GET', url: '/api/travel-entries' }))
              .json<{ id: string }[]>()
              .map((entry) => entry.id);
            expect(listed.sort()).toEqual(visits.flat().sort());
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);
});
