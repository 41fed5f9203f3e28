import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AuthPatterns,
  ListNotificationEntriesRpcRequest,
  ListNotificationRecipientsRpcRequest,
  ListNotificationTimeZonesRpcRequest,
  ServiceUnavailableError,
  TravelPatterns,
  type NotificationEntriesDto,
  type NotificationEntryDto,
  type NotificationExcludedPeriodDto,
  type NotificationRecipientDto,
  type NotificationRecipientsPageDto,
  type NotificationTimeZonesDto,
} from '@app/contracts';
import { freePort, startFakeRpcService, testKeysEnv } from '@app/testing';

/**
 * The users the fake auth service knows, answering the notification service's two reads as the
 * real one does (ids in order, an exclusive cursor, every filter, a full page has a next cursor).
 */
export class FakeUsers {
  private readonly users = new Map<string, NotificationRecipientDto>();

  add(overrides: Partial<NotificationRecipientDto> = {}): NotificationRecipientDto {
    const id = overrides.id ?? randomUUID();
    const user: NotificationRecipientDto = {
      id,
      email: `${id.slice(0, 8)}@example.com`,
      display_name: `User ${id.slice(0, 4)}`,
      timezone: 'UTC',
      email_reminders: true,
      weekly_summaries: true,
      product_updates: true,
      language: null,
      ...overrides,
    };
    this.users.set(id, user);
    return user;
  }

  update(id: string, changes: Partial<NotificationRecipientDto>): void {
    const user = this.users.get(id);
    if (user) this.users.set(id, { ...user, ...changes });
  }

  remove(id: string): void {
    this.users.delete(id);
  }

  clear(): void {
    this.users.clear();
  }

  timeZones(request: ListNotificationTimeZonesRpcRequest): NotificationTimeZonesDto {
    const zones = new Set(this.matching(request).map((user) => user.timezone));
    return { timeZones: [...zones].sort() };
  }

  page(request: ListNotificationRecipientsRpcRequest): NotificationRecipientsPageDto {
    const recipients = this.matching(request)
      .filter((user) => request.afterId === undefined || user.id > request.afterId)
      .filter((user) => request.userIds === undefined || request.userIds.includes(user.id))
      .filter(
        (user) => request.timeZones === undefined || request.timeZones.includes(user.timezone),
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, request.limit);
    const last = recipients.at(-1);
    return {
      recipients,
      nextAfterId: recipients.length === request.limit && last ? last.id : null,
    };
  }

  private matching(request: { anyPreference?: string[] }): NotificationRecipientDto[] {
    const wanted = request.anyPreference;
    return [...this.users.values()].filter(
      (user) =>
        wanted === undefined ||
        (wanted.includes('email_reminders') && user.email_reminders) ||
        (wanted.includes('weekly_summaries') && user.weekly_summaries),
    );
  }
}

/** One traveller of an account as the fake travel service knows them. */
interface FakeTraveller {
  id: string;
  name: string;
  isAccountHolder: boolean;
  emailReminders: boolean;
}

/**
 * The travellers and travel records the fake travel service knows (an account's holder appears
 * with its first record, as travel creates it on a write); it can be made to fail its next calls.
 * Every method acts on the account holder's records unless given another traveller's id.
 */
export class FakeTravelRecords {
  readonly calls: string[][] = [];
  private readonly travellers = new Map<string, FakeTraveller[]>();
  private readonly records = new Map<string, NotificationEntryDto[]>();
  private readonly periods = new Map<string, NotificationExcludedPeriodDto[]>();
  private failures = 0;

  /** Adds another traveller to the user's account (reminders about them on); returns their id. */
  addTraveller(userId: string, name: string, { emailReminders = true } = {}): string {
    const id = randomUUID();
    this.accountOf(userId).push({ id, name, isAccountHolder: false, emailReminders });
    return id;
  }

  /** Deletes another traveller with their records, as the travel service does. */
  removeTraveller(userId: string, travellerId: string): void {
    const account = this.accountOf(userId);
    const index = account.findIndex((traveller) => traveller.id === travellerId);
    if (index > 0) account.splice(index, 1);
    this.records.delete(travellerId);
    this.periods.delete(travellerId);
  }

  /** Stores a visit (an entry, and an exit unless `exitDate` is null) of the traveller. */
  addVisit(
    userId: string,
    entryDate: string,
    exitDate: string | null,
    country: string | null = null,
    travellerId = this.holderOf(userId),
  ): void {
    const list = this.records.get(travellerId) ?? [];
    const record = (entryType: 'entry' | 'exit', date: string): NotificationEntryDto => ({
      id: randomUUID(),
      user_id: userId,
      traveller_id: travellerId,
      entry_type: entryType,
      entry_date: date,
      country,
      created_at: new Date(Date.UTC(2026, 0, 1) + list.length * 1_000).toISOString(),
    });
    list.push(record('entry', entryDate));
    if (exitDate !== null) list.push(record('exit', exitDate));
    this.records.set(travellerId, list);
  }

  /** Replaces the traveller's records with these visits (none: no records). */
  setVisits(
    userId: string,
    visits: ReadonlyArray<readonly [string, string | null]>,
    travellerId = this.holderOf(userId),
  ): void {
    this.records.delete(travellerId);
    for (const [entryDate, exitDate] of visits) {
      this.addVisit(userId, entryDate, exitDate, null, travellerId);
    }
  }

  /** Gives the traveller a residence permit from `from` to `to` (its days never count). */
  addResidencePermit(
    userId: string,
    from: string,
    to: string,
    travellerId = this.holderOf(userId),
  ): void {
    const list = this.periods.get(travellerId) ?? [];
    list.push({
      id: randomUUID(),
      traveller_id: travellerId,
      user_id: userId,
      from,
      to,
      issuing_state: 'France',
      kind: 'residence_permit',
    });
    this.periods.set(travellerId, list);
  }

  /** How many reads asked for the user's records. */
  readsOf(userId: string): number {
    return this.calls.filter((userIds) => userIds.includes(userId)).length;
  }

  clear(): void {
    this.travellers.clear();
    this.records.clear();
    this.periods.clear();
    this.calls.length = 0;
  }

  /** The next `times` calls answer SERVICE_UNAVAILABLE, as a travel service that is down. */
  failNext(times: number): void {
    this.failures = times;
  }

  list(request: ListNotificationEntriesRpcRequest): NotificationEntriesDto {
    this.calls.push(request.userIds);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new ServiceUnavailableError('The travel database is restarting.');
    }
    const ids = [...new Set(request.userIds)].sort();
    const travellers = ids.flatMap((userId) =>
      (this.travellers.get(userId) ?? []).map((traveller) => ({ userId, ...traveller })),
    );
    const byDate = (a: NotificationEntryDto, b: NotificationEntryDto) =>
      a.entry_date.localeCompare(b.entry_date) || a.created_at.localeCompare(b.created_at);
    return {
      travellers: travellers.map(({ userId, id, name, isAccountHolder, emailReminders }) => ({
        id,
        user_id: userId,
        name,
        is_account_holder: isAccountHolder,
        email_reminders: emailReminders,
      })),
      entries: ids.flatMap((userId) =>
        (this.travellers.get(userId) ?? [])
          .flatMap((traveller) => this.records.get(traveller.id) ?? [])
          .sort(byDate),
      ),
      excluded_periods: travellers.flatMap((traveller) => this.periods.get(traveller.id) ?? []),
    };
  }

  /** The user's travellers, the account holder's first (created with the list). */
  private accountOf(userId: string): FakeTraveller[] {
    let account = this.travellers.get(userId);
    if (!account) {
      account = [{ id: randomUUID(), name: 'Me', isAccountHolder: true, emailReminders: true }];
      this.travellers.set(userId, account);
    }
    return account;
  }

  private holderOf(userId: string): string {
    return this.accountOf(userId)[0]!.id;
  }
}

export interface FakeDirectory {
  users: FakeUsers;
  travel: FakeTravelRecords;
  /** Environment for the notification service: where these fakes listen, and its RPC keys. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A fake auth service and a fake travel service (TCP, with the real validation pipe, so the
 * notification service's requests must meet the contracts) answering from in-memory data.
 */
export async function startFakeDirectory(): Promise<FakeDirectory> {
  const users = new FakeUsers();
  const travel = new FakeTravelRecords();

  @Controller()
  class FakeAuthController {
    @MessagePattern(AuthPatterns.ListNotificationTimeZones)
    timeZones(@Payload() request: ListNotificationTimeZonesRpcRequest): NotificationTimeZonesDto {
      return users.timeZones(request);
    }

    @MessagePattern(AuthPatterns.ListNotificationRecipients)
    page(@Payload() request: ListNotificationRecipientsRpcRequest): NotificationRecipientsPageDto {
      return users.page(request);
    }
  }

  @Controller()
  class FakeTravelController {
    @MessagePattern(TravelPatterns.ListNotificationEntries)
    list(@Payload() request: ListNotificationEntriesRpcRequest): NotificationEntriesDto {
      return travel.list(request);
    }
  }

  @Module({ controllers: [FakeAuthController] })
  class FakeAuthModule {}

  @Module({ controllers: [FakeTravelController] })
  class FakeTravelModule {}

  const authPort = await freePort();
  const travelPort = await freePort();
  // The services' own transport: the notification service's calls must carry its assertion.
  const auth = await startFakeRpcService(FakeAuthModule, authPort, 'auth');
  const travelApp = await startFakeRpcService(FakeTravelModule, travelPort, 'travel');
  return {
    users,
    travel,
    env: {
      ...testKeysEnv(),
      AUTH_SERVICE_PORT: String(authPort),
      TRAVEL_SERVICE_PORT: String(travelPort),
    },
    close: async () => {
      await auth.close();
      await travelApp.close();
    },
  };
}
