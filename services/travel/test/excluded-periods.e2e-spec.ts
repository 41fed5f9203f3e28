/**
 * Residence permits and long-stay visas (issue #22, ADR 0036): a traveller's periods listed, added
 * and deleted; another account's traveller or period "not found" with nothing changed; bad input
 * refused; every count of the service (the days used its events carry) leaves their days out, as
 * it leaves out the days in Cyprus; deleted with the account. Today is 2025-06-15.
 */
import { randomUUID } from 'node:crypto';

import {
  EXCLUDED_PERIODS_MAX_PER_TRAVELLER,
  TravelPatterns,
  USER_DELETED_TOPIC,
  VISIT_RECORDED_TOPIC,
  type ExcludedPeriodDto,
  type TravellerDto,
} from '@app/contracts';

import {
  aUserId,
  aVisit,
  anAuthEvent,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

const PERMIT = {
  from: '2025-05-05',
  to: '2026-05-04',
  issuing_state: 'France',
  kind: 'residence_permit',
} as const;

describe('excluded periods', () => {
  let travel: TravelTestService;

  beforeAll(async () => {
    travel = await startTravelService();
  });

  afterAll(async () => {
    await travel.close();
  });

  const list = (userId: string, travellerId?: string) =>
    travel.call<ExcludedPeriodDto[]>(TravelPatterns.ListExcludedPeriods, {
      userId,
      ...(travellerId === undefined ? {} : { travellerId }),
    });
  const create = (userId: string, period: object) =>
    travel.call<ExcludedPeriodDto>(TravelPatterns.CreateExcludedPeriod, { userId, ...period });
  const holderOf = async (userId: string) =>
    (await travel.call<TravellerDto[]>(TravelPatterns.ListTravellers, { userId }))[0]!;
  const daysUsedOfVisit = async (userId: string) => {
    const events = (await travel.outbox(VISIT_RECORDED_TOPIC)).filter(
      (event) => (event.payload as { userId: string }).userId === userId,
    );
    return (events.at(-1)?.payload as { daysUsed: number }).daysUsed;
  };

  it("adds periods for the account holder's traveller or a named one, and lists them by start", async () => {
    const userId = aUserId();
    const visa = await create(userId, {
      from: '2024-01-01',
      to: '2024-06-30',
      issuing_state: 'Italy',
      kind: 'long_stay_visa',
    });
    const permit = await create(userId, PERMIT);
    const holder = await holderOf(userId);
    expect(permit).toEqual({ id: expect.any(String), traveller_id: holder.id, ...PERMIT });
    expect(await list(userId)).toEqual([visa, permit]);
    expect(await list(userId, holder.id)).toEqual([visa, permit]);

    const partner = await travel.call<TravellerDto>(TravelPatterns.CreateTraveller, {
      userId,
      name: 'Grace',
    });
    const hers = await create(userId, { ...PERMIT, travellerId: partner.id });
    expect(hers.traveller_id).toBe(partner.id);
    expect(await list(userId, partner.id)).toEqual([hers]);
    expect(await list(userId)).toEqual([visa, permit]);

    await travel.call(TravelPatterns.DeleteExcludedPeriod, { userId, id: visa.id });
    expect(await list(userId)).toEqual([permit]);
  });

  it("answers 404 for another account's traveller or period, and changes nothing", async () => {
    const owner = aUserId();
    const other = aUserId();
    const period = await create(owner, PERMIT);
    const holder = await holderOf(owner);
    for (const id of [period.id, randomUUID()]) {
      await expect(
        travel.call(TravelPatterns.DeleteExcludedPeriod, { userId: other, id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    await expect(create(other, { ...PERMIT, travellerId: holder.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Traveller not found',
    });
    await expect(list(other, holder.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await list(owner)).toEqual([period]);
    expect(await list(other)).toEqual([]);
  });

  it.each([
    [{ ...PERMIT, to: '2025-05-04' }, 'To date must be on or after the from date'],
    [{ ...PERMIT, from: '2025-02-30' }, 'from must be a real calendar date in the form YYYY-MM-DD'],
    [
      { ...PERMIT, issuing_state: 'Cyprus' },
      'issuing_state must be the English name of a Schengen state (for example France); Cyprus and Ireland issue no Schengen permits',
    ],
    [{ ...PERMIT, kind: 'work_visa' }, "kind must be 'residence_permit' or 'long_stay_visa'"],
    [{ ...PERMIT, travellerId: 'me' }, 'travellerId must be a valid id'],
  ])('refuses %p (400) and stores nothing', async (period, message) => {
    const userId = aUserId();
    await expect(create(userId, period)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message,
    });
    expect(await list(userId)).toEqual([]);
  });

  it('refuses more than the limit of periods per traveller', async () => {
    const userId = aUserId();
    for (let i = 0; i < EXCLUDED_PERIODS_MAX_PER_TRAVELLER; i += 1) await create(userId, PERMIT);
    await expect(create(userId, PERMIT)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await list(userId)).toHaveLength(EXCLUDED_PERIODS_MAX_PER_TRAVELLER);
  });

  it('leaves the days of a period, and the days in Cyprus, out of the days used it reports', async () => {
    const userId = aUserId();
    // 1-10 May: 10 days, of which 5-10 May fall under the permit.
    await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
    expect(await daysUsedOfVisit(userId)).toBe(10);
    await create(userId, PERMIT);
    await travel.call(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-04-01', exit_date: '2025-04-03' }),
    );
    expect(await daysUsedOfVisit(userId)).toBe(4 + 3);
    await travel.call(
      TravelPatterns.RecordVisit,
      aVisit(userId, { entry_date: '2025-03-01', exit_date: '2025-03-05', country: 'Cyprus' }),
    );
    expect(await daysUsedOfVisit(userId)).toBe(7);
  });

  it("deletes an account's periods with the account", async () => {
    const userId = aUserId();
    await create(userId, PERMIT);
    await travel.consumer.consume(anAuthEvent(USER_DELETED_TOPIC, userId, { deletedBy: 'self' }));
    const rows = await travel.dataSource.query<unknown[]>(
      'SELECT id FROM excluded_periods WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([]);
  });
});
