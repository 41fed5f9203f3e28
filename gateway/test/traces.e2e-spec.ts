/**
 * One trace across the whole product (issue #20, ADR 0029): a visit recorded over HTTP, through
 * the gateway, the travel service (RPC), its outbox event, the notification service's consumer
 * and settle job, and the e-mail worker's job, every process sending its spans to a local OTLP
 * receiver.
 */
import { Queue } from 'bullmq';

import { bullPrefix, EMAIL_QUEUE } from '@app/contracts';
import {
  A_GOOD_PASSWORD,
  freePort,
  OtlpReceiver,
  type ReceivedSpan,
  SmtpCatcher,
} from '@app/testing';

import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

let stack: TestStack;
let smtp: SmtpCatcher;
let collector: OtlpReceiver;
let emails: Queue;
const shellEnv = { ...process.env };

beforeAll(async () => {
  smtp = await SmtpCatcher.start(await freePort());
  collector = await OtlpReceiver.start();
  // The gateway runs in this process: it reads the variables from here; the services get them too.
  process.env['OTEL_EXPORTER_OTLP_ENDPOINT'] = collector.url;
  process.env['OTEL_BSP_SCHEDULE_DELAY'] = '100';
  stack = await startTestStack(
    { RATE_LIMIT_SIGN_UP_PER_IP: '50' },
    { SMTP_URL: smtp.url, COMPLIANCE_SETTLE_MS: '500' },
  );
  emails = new Queue(EMAIL_QUEUE, {
    connection: { url: stack.redis.url },
    prefix: bullPrefix(stack.redis.keyPrefix),
  });
}, 120_000);

afterAll(async () => {
  await emails?.close();
  await stack?.close();
  await smtp?.stop();
  await collector?.stop();
  process.env = shellEnv;
});

async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The UTC date `days` days before now, YYYY-MM-DD. */
const utcDaysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Each span of `trace` as "service: name", its parent's the same way ('' for the root). */
function tree(trace: ReceivedSpan[]): Array<[string, string]> {
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const label = (span: ReceivedSpan | undefined) => (span ? `${span.service}: ${span.name}` : '');
  return trace.map((span) => [label(span), label(byId.get(span.parentSpanId))]);
}

describe('one trace from a recorded visit to its e-mail', () => {
  it('spans the gateway, travel, the event, the settle job and the e-mail worker', async () => {
    const registered = await stack.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'traced', email: 'traced@example.com', password: A_GOOD_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    // 75 days that end 10 days before today: a crossing into warning, which sends one e-mail.
    const recorded = await stack.inject({
      method: 'POST',
      url: '/api/travel-entries/visit',
      headers: { cookie: sessionCookie(registered), 'x-request-id': 'trace-test-request-0001' },
      payload: { entry_date: utcDaysAgo(84), exit_date: utcDaysAgo(10) },
    });
    expect(recorded.statusCode).toBe(201);
    await until('the e-mail was sent', () =>
      smtp.messages.some((mail) => mail.envelopeTo.includes('traced@example.com')),
    );
    const emailSpan = () =>
      collector.spans.find(
        (span) => span.service === 'notification-worker' && span.name.startsWith('email '),
      );
    await until('the worker reported its span', () => emailSpan() !== undefined);
    const request = collector.spans.find(
      (span) => span.service === 'gateway' && span.name === 'POST /api/travel-entries/visit',
    );
    expect(request).toBeDefined();
    expect(emailSpan()!.traceId).toBe(request!.traceId);

    const trace = tree(collector.trace(request!.traceId));
    expect(trace).toEqual(
      expect.arrayContaining([
        ['gateway: POST /api/travel-entries/visit', ''],
        ['travel: travel.visits.record', 'gateway: POST /api/travel-entries/visit'],
        [expect.stringMatching(/^notification: /), 'travel: travel.visits.record'],
        [
          expect.stringMatching(/^notification: compliance-settle /),
          expect.stringMatching(/^notification: /),
        ],
        [
          expect.stringMatching(/^notification-worker: email /),
          expect.stringMatching(/^notification: compliance-settle /),
        ],
      ]),
    );
  });
});
