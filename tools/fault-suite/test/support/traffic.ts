import type { TravelEntryDto } from '@app/contracts';

import { type Api, type Exchange, type SignedInUser } from './api';
import { sleep } from './wait';

export type VisitExchange = Exchange<{ entry: TravelEntryDto; exit: TravelEntryDto }>;

/** The first day of the visits: long past, so no compliance reminder is ever due. */
const FIRST_DAY = Date.UTC(2012, 0, 1);
const DAY_MS = 86_400_000;

/**
 * Signed-in users recording visits through the gateway, one request at a time each (as people
 * clicking), for as long as the traffic runs. Every exchange is kept: which were acknowledged
 * (201), which failed and how fast.
 */
export class VisitTraffic {
  readonly exchanges: VisitExchange[] = [];
  private running = false;
  private loops: Array<Promise<void>> = [];
  private nextDay = 0;

  constructor(
    private readonly api: Api,
    private readonly users: readonly SignedInUser[],
    private readonly pauseMs = 20,
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.users.map((user) => this.loop(user));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** The visits the API acknowledged (201), with the ids it gave their records. */
  get acknowledged(): Array<{ user: SignedInUser; entryId: string; exitId: string }> {
    return this.exchanges.flatMap((exchange) => {
      const body = exchange.status === 201 ? (exchange.body as VisitExchange['body']) : undefined;
      if (!body || !('entry' in body)) return [];
      const user = this.users.find((u) => u.id === body.entry.user_id);
      return user ? [{ user, entryId: body.entry.id, exitId: body.exit.id }] : [];
    });
  }

  /** The exchanges that started within [from, to). */
  startedBetween(from: number, to: number): VisitExchange[] {
    return this.exchanges.filter((e) => e.startedAt >= from && e.startedAt < to);
  }

  private async loop(user: SignedInUser): Promise<void> {
    while (this.running) {
      // Each visit on a day of its own, so no duplicate-date refusal ever mixes in.
      const day = new Date(FIRST_DAY + this.nextDay++ * DAY_MS).toISOString().slice(0, 10);
      this.exchanges.push(await this.api.recordVisit(user, day));
      await sleep(this.pauseMs);
    }
  }
}
