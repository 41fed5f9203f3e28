import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

/** One request the fake received, for assertions. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form fields of a POST, e.g. `{ amount: '750', 'metadata[product_code]': 'kuchen' }`. */
  form: Record<string, string>;
}

type Json = Record<string, unknown>;

export const FAKE_SECRET_KEY = 'sk_test_fake_0123456789';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef';

const id = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

function stripeError(response: ServerResponse, status: number, error: Json): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error }));
}

function send(response: ServerResponse, body: Json, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Stripe's form encoding, nested keys kept flat: `metadata[user_id]` → one field. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );
}

/**
 * A local stand-in for the parts of Stripe's HTTP API the billing service uses: create and
 * retrieve payment intents (with Stripe's idempotency-key semantics: same key and parameters →
 * the same answer; same key, other parameters → `idempotency_error`), retrieve charges, and the
 * API key check. The real `stripe` client talks to it (host, port, protocol); tests move a payment
 * along with `succeed()` and sign webhook bodies with the real library's helper.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  private readonly intents = new Map<string, Json>();
  private readonly charges = new Map<string, Json>();
  private readonly idempotent = new Map<string, { body: string; answer: Json }>();
  private failures: number[] = [];

  private readonly server: Server = createServer((request, response) => {
    void this.handle(request, response);
  });

  private constructor() {}

  static async start(): Promise<FakeStripe> {
    const fake = new FakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The address to set as STRIPE_API_URL. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The payment intent as Stripe holds it now. */
  intent(intentId: string): Stripe.PaymentIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No payment intent ${intentId} at the fake`);
    return structuredClone(intent) as unknown as Stripe.PaymentIntent;
  }

  get intentCount(): number {
    return this.intents.size;
  }

  /** The intent of a client secret the service answered. */
  intentIdOf(clientSecret: string): string {
    return clientSecret.split('_secret_')[0] ?? '';
  }

  /**
   * Pays an intent as the browser's card confirmation would: status succeeded, a charge with the
   * billing e-mail the payment form collected (if any).
   */
  succeed(intentId: string, options: { billingEmail?: string } = {}): Stripe.PaymentIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No payment intent ${intentId} at the fake`);
    const chargeId = id('ch');
    this.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: intent['amount'],
      currency: intent['currency'],
      payment_intent: intentId,
      billing_details: { email: options.billingEmail ?? null, name: null },
    });
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent['amount'],
      latest_charge: chargeId,
    });
    return this.intent(intentId);
  }

  /** Puts a payment intent in place as if made elsewhere (another product, the dashboard). */
  put(intent: Partial<Stripe.PaymentIntent> & { id: string }): void {
    this.intents.set(intent.id, { object: 'payment_intent', ...intent } as Json);
  }

  /** The next `count` API calls answer with `status` (500: Stripe failing). */
  failNext(status: number, count = 1): void {
    this.failures.push(...Array.from({ length: count }, () => status));
  }

  /** A webhook body of one event about `object`, as Stripe sends it. */
  eventBody(type: string, object: object, eventId = id('evt')): string {
    return JSON.stringify(
      {
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
  }

  /** The `Stripe-Signature` header for a body, signed `at` (the service clock's time). */
  sign(payload: string, at: Date, secret = FAKE_WEBHOOK_SECRET): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(at.getTime() / 1000),
    });
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(body));
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    this.requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, form });

    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return stripeError(response, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided',
      });
    }
    const failure = this.failures.shift();
    if (failure !== undefined) {
      return stripeError(response, failure, { type: 'api_error', message: 'Stripe is down' });
    }
    const [, version, resource, objectId] = url.pathname.split('/');
    if (version !== 'v1') return stripeError(response, 404, { type: 'invalid_request_error' });
    if (request.method === 'POST' && resource === 'payment_intents' && !objectId) {
      return this.createIntent(response, form, body, idempotencyKey);
    }
    const store = resource === 'payment_intents' ? this.intents : this.charges;
    const found = request.method === 'GET' && objectId ? store.get(objectId) : undefined;
    if (!found) {
      return stripeError(response, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${resource}: '${objectId ?? ''}'`,
      });
    }
    return send(response, found);
  }

  private createIntent(
    response: ServerResponse,
    form: Record<string, string>,
    body: string,
    idempotencyKey: string | undefined,
  ): void {
    const earlier = idempotencyKey === undefined ? undefined : this.idempotent.get(idempotencyKey);
    if (earlier) {
      if (earlier.body !== body) {
        return stripeError(response, 400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
      }
      return send(response, earlier.answer, { 'idempotent-replayed': 'true' });
    }
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form['amount']),
      amount_received: 0,
      currency: form['currency'],
      description: form['description'] ?? null,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: nested(form, 'metadata'),
      automatic_payment_methods: { enabled: form['automatic_payment_methods[enabled]'] === 'true' },
      latest_charge: null,
      receipt_email: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    this.intents.set(intentId, intent);
    if (idempotencyKey !== undefined) {
      this.idempotent.set(idempotencyKey, { body, answer: structuredClone(intent) });
    }
    send(response, intent);
  }
}
