import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_gateway_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_gateway_fake_0123456789',
} as const;

type Intent = Record<string, unknown> & { id: string; metadata: Record<string, string> };

/**
 * The few calls of Stripe's HTTP API the billing service makes (create and retrieve payment
 * intents, with idempotency keys), for a whole-stack test through the gateway. The billing
 * service's own tests use a fuller fake; the two cannot share code across apps.
 */
export class FakeStripeApi {
  private readonly intents = new Map<string, Intent>();
  private readonly byKey = new Map<string, Intent>();
  private readonly server = createServer(
    (request, response) => void this.handle(request, response),
  );

  static async start(): Promise<FakeStripeApi> {
    const fake = new FakeStripeApi();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The billing service's environment for this fake. */
  get env(): Record<string, string> {
    const { port } = this.server.address() as AddressInfo;
    return {
      ...FAKE_STRIPE_KEYS,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      STRIPE_MAX_NETWORK_RETRIES: '0',
    };
  }

  intentOf(clientSecret: string): Intent {
    const intent = this.intents.get(clientSecret.split('_secret_')[0] ?? '');
    if (!intent) throw new Error('No such payment intent at the fake');
    return intent;
  }

  /** Pays an intent, as the browser's card confirmation would. */
  succeed(intent: Intent): Intent {
    Object.assign(intent, { status: 'succeeded', amount_received: intent['amount'] });
    return intent;
  }

  /** A signed `payment_intent.succeeded` webhook body, as Stripe sends it (pretty-printed). */
  succeededWebhook(intent: Intent, signedAt = new Date()): { body: string; signature: string } {
    const body = JSON.stringify(
      {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(signedAt.getTime() / 1000),
        data: { object: intent },
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(signedAt.getTime() / 1000),
    });
    return { body, signature };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const [, , resource, id] = (request.url ?? '').split('?')[0]!.split('/');
    if (request.method === 'POST' && resource === 'payment_intents') {
      const key = String(request.headers['idempotency-key']);
      const intent = this.byKey.get(key) ?? this.newIntent(form);
      this.byKey.set(key, intent);
      return answer(200, intent);
    }
    const intent = resource === 'payment_intents' ? this.intents.get(id ?? '') : undefined;
    if (!intent) {
      return answer(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such object',
        },
      });
    }
    answer(200, intent);
  }

  private newIntent(form: URLSearchParams): Intent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      latest_charge: null,
      receipt_email: null,
    };
    this.intents.set(id, intent);
    return intent;
  }
}
