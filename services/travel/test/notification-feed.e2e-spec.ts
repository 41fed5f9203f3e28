import {
  AppError,
  TravelPatterns,
  type ExcludedPeriodDto,
  type NotificationEntriesDto,
  type RecordVisitResultDto,
  type TravelEntryDto,
} from '@app/contracts';

import {
  aUserId,
  aVisit,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

describe(TravelPatterns.ListNotificationEntries, () => {
  let travel: TravelTestService;

  beforeAll(async () => {
    travel = await startTravelService();
  });

  afterAll(async () => {
    await travel.close();
  });

  const list = (userIds: string[]) =>
    travel.call<NotificationEntriesDto>(TravelPatterns.ListNotificationEntries, { userIds });

  it("answers the users' records by user, then date, without notes, and nobody else's", async () => {
    const [ada, bob, other] = [aUserId(), aUserId(), aUserId()].sort();
    const ongoing = await travel.call<TravelEntryDto>(
      TravelPatterns.CreateEntry,
      anEntry(bob!, { entry_date: '2025-06-10', country: 'Italy', notes: 'private' }),
    );
    const visit = await travel.call<RecordVisitResultDto>(
      TravelPatterns.RecordVisit,
      aVisit(ada!, { entry_date: '2025-05-01', exit_date: '2025-05-10', country: 'France' }),
    );
    await travel.call(TravelPatterns.CreateEntry, anEntry(other!));

    const { entries, travellers } = await list([bob!, ada!]);
    const holderOf = (userId: string) =>
      travellers.find((t) => t.user_id === userId && t.is_account_holder)!.id;
    expect(travellers.map((t) => [t.user_id, t.is_account_holder])).toEqual([
      [ada, true],
      [bob, true],
    ]);
    expect(entries).toEqual([
      {
        id: visit.entry.id,
        user_id: ada,
        traveller_id: holderOf(ada!),
        entry_type: 'entry',
        entry_date: '2025-05-01',
        country: 'France',
        created_at: visit.entry.created_at,
      },
      {
        id: visit.exit.id,
        user_id: ada,
        traveller_id: holderOf(ada!),
        entry_type: 'exit',
        entry_date: '2025-05-10',
        country: 'France',
        created_at: visit.exit.created_at,
      },
      {
        id: ongoing.id,
        user_id: bob,
        traveller_id: holderOf(bob!),
        entry_type: 'entry',
        entry_date: '2025-06-10',
        country: 'Italy',
        created_at: ongoing.created_at,
      },
    ]);
  });

  it("answers every traveller's residence permits and long-stay visas with their user and traveller (issue #22)", async () => {
    const [ada, bob] = [aUserId(), aUserId()].sort();
    const permit = await travel.call<ExcludedPeriodDto>(TravelPatterns.CreateExcludedPeriod, {
      userId: ada,
      from: '2025-02-01',
      to: '2025-07-31',
      issuing_state: 'France',
      kind: 'residence_permit',
    });
    const child = await travel.call<{ id: string }>(TravelPatterns.CreateTraveller, {
      userId: bob,
      name: 'Child',
    });
    const visa = await travel.call<ExcludedPeriodDto>(TravelPatterns.CreateExcludedPeriod, {
      userId: bob,
      travellerId: child.id,
      from: '2025-01-01',
      to: '2025-12-31',
      issuing_state: 'Italy',
      kind: 'long_stay_visa',
    });

    const { excluded_periods } = await list([ada!, bob!]);
    expect(excluded_periods).toEqual([
      { ...permit, user_id: ada },
      { ...visa, user_id: bob },
    ]);
    expect(visa.traveller_id).toBe(child.id);
  });

  it('answers empty lists for users without records', async () => {
    expect(await list([aUserId()])).toEqual({ travellers: [], entries: [], excluded_periods: [] });
  });

  it.each([
    ['no users', [], 'userIds must not be empty'],
    ['an id that is not one', ['42'], 'every user id must be a valid id'],
  ])('refuses %s with VALIDATION_FAILED', async (_case, userIds, message) => {
    const error = await list(userIds).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    expect((error as AppError).details).toEqual({
      errors: [{ field: 'userIds', messages: [message] }],
    });
  });
});
