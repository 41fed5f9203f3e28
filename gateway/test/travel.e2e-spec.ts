/**
 * Travel entries through the gateway over HTTP, against the real travel and auth services:
 * SPEC §7's travel calls, validation, duplicates, overlaps and ownership; an account's travellers
 * (issue #22, "The API") and each traveller's records: `traveller_id` on every travel call, the
 * list cache per traveller, and `GET /api/status` equal to the dashboard's figures for a fixed day
 * (ADR 0034 part 2). Run it in UTC and in Pacific/Auckland (`TZ=`): the answers must not depend on
 * the process's zone.
 */
import { randomUUID } from 'node:crypto';

import {
  type RecordVisitResultDto,
  type TravelEntryDto,
  TravelPatterns,
  type TravelStatusDto,
} from '@app/contracts';
// The API must answer what the dashboard computes: the test uses the rules library as its oracle.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { lastDayToStayOn, summariseRecords } from '@app/schengen-rules';
import { subscribeToRpcCalls } from '@app/rpc';
import { A_GOOD_PASSWORD } from '@app/testing';

import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

let stack: TestStack;

const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  cookie: string,
  payload?: object,
) => stack.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function traveller(username: string): Promise<string> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return sessionCookie(response);
}

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '50' });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('travel entries over HTTP', () => {
  it('records a visit, lists it, edits it and deletes it', async () => {
    const cookie = await traveller('olga');
    const recorded = await call('POST', '/api/travel-entries/visit', cookie, {
      entry_date: '2025-03-01',
      exit_date: '2025-03-10',
      country: 'France',
      notes: 'Paris',
    });
    expect(recorded.statusCode).toBe(201);
    const { entry, exit } = recorded.json();
    expect(entry).toMatchObject({
      entry_type: 'entry',
      entry_date: '2025-03-01',
      country: 'France',
      notes: 'Paris',
    });
    expect(exit).toMatchObject({ entry_type: 'exit', entry_date: '2025-03-10' });

    const list = await call('GET', '/api/travel-entries', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.json().map((e: { id: string }) => e.id)).toEqual([entry.id, exit.id]);

    const updated = await call('PUT', `/api/travel-entries/${exit.id}`, cookie, {
      entry_date: '2025-03-12',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: exit.id, entry_date: '2025-03-12' });

    const deleted = await call(
      'DELETE',
      `/api/travel-entries/visit/${entry.id}/${exit.id}`,
      cookie,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/travel-entries', cookie)).json()).toEqual([]);
  });

  it('refuses to delete a completed visit by its entry alone (400: the exit id is needed), leaving no orphan', async () => {
    const cookie = await traveller('orla');
    const { entry, exit } = (
      await call('POST', '/api/travel-entries/visit', cookie, {
        entry_date: '2025-02-01',
        exit_date: '2025-02-05',
      })
    ).json();
    const refused = await call('DELETE', `/api/travel-entries/visit/${entry.id}`, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('the exit id is needed'),
    });
    // Both records are still there: the exit is not orphaned.
    expect(
      (await call('GET', '/api/travel-entries', cookie)).json().map((e: { id: string }) => e.id),
    ).toEqual([entry.id, exit.id]);

    // An ongoing visit is still deleted by its entry alone (SPEC §7).
    const ongoing = (
      await call('POST', '/api/travel-entries', cookie, {
        entry_type: 'entry',
        entry_date: '2025-06-01',
      })
    ).json();
    expect(
      (await call('DELETE', `/api/travel-entries/visit/${ongoing.id}`, cookie)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/travel-entries/visit/${entry.id}/${exit.id}`, cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/travel-entries', cookie)).json()).toEqual([]);
  });

  it('moves a whole visit in one call with PUT /api/travel-entries/visit/{entryId}', async () => {
    const cookie = await traveller('oskar');
    const { entry, exit } = (
      await call('POST', '/api/travel-entries/visit', cookie, {
        entry_date: '2025-03-01',
        exit_date: '2025-03-10',
      })
    ).json();
    const moved = await call('PUT', `/api/travel-entries/visit/${entry.id}`, cookie, {
      entry_date: '2025-03-20',
      exit_date: '2025-03-25',
      country: 'Spain',
      notes: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      entry: { id: entry.id, entry_date: '2025-03-20', country: 'Spain' },
      exit: { id: exit.id, entry_date: '2025-03-25', country: 'Spain' },
    });
    const backwards = await call('PUT', `/api/travel-entries/visit/${entry.id}`, cookie, {
      entry_date: '2025-03-20',
      exit_date: '2025-03-19',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Exit date must be after entry date');
    const stranger = await traveller('oskara');
    expect(
      (
        await call('PUT', `/api/travel-entries/visit/${entry.id}`, stranger, {
          entry_date: '2025-03-20',
          exit_date: '2025-03-21',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('never serves a stale list from the cache after a change', async () => {
    const cookie = await traveller('otto');
    const ids = async () =>
      (await call('GET', '/api/travel-entries', cookie)).json().map((e: { id: string }) => e.id);
    expect(await ids()).toEqual([]);
    const { entry, exit } = (
      await call('POST', '/api/travel-entries/visit', cookie, {
        entry_date: '2025-04-01',
        exit_date: '2025-04-03',
      })
    ).json();
    expect(await ids()).toEqual([entry.id, exit.id]);
    expect(await ids()).toEqual([entry.id, exit.id]);
    await call('PUT', `/api/travel-entries/visit/${entry.id}`, cookie, {
      entry_date: '2025-04-02',
      exit_date: '2025-04-03',
    });
    const dates = (await call('GET', '/api/travel-entries', cookie))
      .json()
      .map((e: { entry_date: string }) => e.entry_date);
    expect(dates).toEqual(['2025-04-02', '2025-04-03']);
    await call('DELETE', `/api/travel-entries/${exit.id}`, cookie);
    expect(await ids()).toEqual([entry.id]);
  });

  it('serves the list a change left without asking the travel service, and never an older one', async () => {
    const cookie = await traveller('oriane');
    const asked: string[] = [];
    const stop = subscribeToRpcCalls((call) => asked.push(call.pattern));
    try {
      const dates = async () =>
        (await call('GET', '/api/travel-entries', cookie))
          .json()
          .map((e: { entry_date: string }) => e.entry_date);
      const { entry } = (
        await call('POST', '/api/travel-entries/visit', cookie, {
          entry_date: '2025-05-01',
          exit_date: '2025-05-03',
        })
      ).json();
      expect(await dates()).toEqual(['2025-05-01', '2025-05-03']);
      await call('PUT', `/api/travel-entries/visit/${entry.id}`, cookie, {
        entry_date: '2025-05-02',
        exit_date: '2025-05-03',
      });
      expect(await dates()).toEqual(['2025-05-02', '2025-05-03']);
      // The writes, and no list read: each read after a change took the list it left.
      expect(asked).toEqual([TravelPatterns.RecordVisit, TravelPatterns.UpdateVisit]);
    } finally {
      stop();
    }
  });

  it('creates single entries the two-call way and cleans up an orphan exit', async () => {
    const cookie = await traveller('pavel');
    const exitOnly = await call('POST', '/api/travel-entries', cookie, {
      entry_type: 'exit',
      entry_date: '2025-01-05',
    });
    expect(exitOnly.statusCode).toBe(201);
    const cleanup = await call('POST', '/api/cleanup-entries', cookie);
    expect(cleanup.statusCode).toBe(200);
    expect(cleanup.json()).toEqual({ deletedCount: 1 });
  });

  it.each([
    [{ entry_date: '2025-02-30', exit_date: '2025-03-02' }, /calendar date/],
    [{ entry_date: '2025-03-10', exit_date: '2025-03-01' }, /Exit date must be after entry date/],
    [{ entry_date: '2025-03-01', exit_date: '2025-03-02', country: 'Narnia' }, /country/i],
    [{ entry_date: '2025-03-01', exit_date: '2025-03-02', notes: 'x'.repeat(501) }, /500/],
    [{ entry_date: '1999-12-31', exit_date: '2000-01-02' }, /2000-01-01/],
  ])('rejects %p with 400', async (body, message) => {
    const cookie = await traveller(`quinn${Math.random().toString(36).slice(2, 8)}`);
    const response = await call('POST', '/api/travel-entries/visit', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a duplicate and an overlapping visit with 409', async () => {
    const cookie = await traveller('rosa');
    await call('POST', '/api/travel-entries/visit', cookie, {
      entry_date: '2025-05-01',
      exit_date: '2025-05-10',
    });
    const duplicate = await call('POST', '/api/travel-entries/visit', cookie, {
      entry_date: '2025-05-01',
      exit_date: '2025-05-20',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'TRAVEL_DUPLICATE_ENTRY' });
    expect(duplicate.json().message).toMatch(/You already have entry on 2025-05-01/);

    const overlap = await call('POST', '/api/travel-entries/visit', cookie, {
      entry_date: '2025-05-05',
      exit_date: '2025-05-15',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'TRAVEL_OVERLAPPING_VISIT' });
    expect(overlap.json().message).toMatch(/2025-05-01/);
  });

  it('never lets one traveller read, change or delete another’s entries', async () => {
    const alice = await traveller('sara');
    const bob = await traveller('tomas');
    const { entry } = (
      await call('POST', '/api/travel-entries/visit', alice, {
        entry_date: '2025-06-01',
        exit_date: '2025-06-05',
      })
    ).json();
    expect((await call('GET', '/api/travel-entries', bob)).json()).toEqual([]);
    expect(
      (await call('PUT', `/api/travel-entries/${entry.id}`, bob, { entry_date: '2025-06-02' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/travel-entries/${entry.id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/api/travel-entries', alice)).json()).toHaveLength(2);
  });

  it('refuses signed-out calls and malformed ids', async () => {
    expect((await stack.inject({ method: 'GET', url: '/api/travel-entries' })).statusCode).toBe(
      401,
    );
    const cookie = await traveller('ugo');
    const response = await call('DELETE', '/api/travel-entries/not-an-id', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('id must be an id (UUID)');
  });
});

describe('/api/travellers', () => {
  it('lists the account holder first, adds (201), renames and deletes travellers', async () => {
    const cookie = await traveller('tilda');
    const first = await call('GET', '/api/travellers', cookie);
    expect(first.statusCode).toBe(200);
    const [holder] = first.json();
    expect(first.json()).toEqual([{ id: expect.any(String), name: 'Me', is_account_holder: true }]);

    const added = await call('POST', '/api/travellers', cookie, { name: 'Grace' });
    expect(added.statusCode).toBe(201);
    const grace = added.json();
    expect(grace).toEqual({ id: expect.any(String), name: 'Grace', is_account_holder: false });

    const renamed = await call('PUT', `/api/travellers/${grace.id}`, cookie, { name: 'Grace H.' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...grace, name: 'Grace H.' });
    expect((await call('GET', '/api/travellers', cookie)).json()).toEqual([holder, renamed.json()]);

    expect((await call('DELETE', `/api/travellers/${grace.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/travellers', cookie)).json()).toEqual([holder]);
  });

  it("refuses to delete the account holder's traveller with a clear 409", async () => {
    const cookie = await traveller('tobias');
    const [holder] = (await call('GET', '/api/travellers', cookie)).json();
    const refused = await call('DELETE', `/api/travellers/${holder.id}`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("account holder's traveller cannot be deleted"),
    });
    expect((await call('GET', '/api/travellers', cookie)).json()).toEqual([holder]);
  });

  it.each([
    ['no name', {}, 'Name is required'],
    ['a blank name', { name: '  ' }, 'Name is required'],
    [
      'a name over 100 characters',
      { name: 'x'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    ['an unknown field', { name: 'Ada', is_account_holder: true }, 'should not exist'],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const cookie = await traveller(`tnames${randomUUID().slice(0, 8)}`);
    const response = await call('POST', '/api/travellers', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call('GET', '/api/travellers', cookie)).json()).toHaveLength(1);
  });

  it("answers 404 for another account's traveller and changes nothing", async () => {
    const owner = await traveller('towner');
    const other = await traveller('tother');
    const partner = (await call('POST', '/api/travellers', owner, { name: 'Partner' })).json();
    const before = (await call('GET', '/api/travellers', owner)).json();
    for (const id of before.map((t: { id: string }) => t.id)) {
      expect((await call('PUT', `/api/travellers/${id}`, other, { name: 'Mine' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/travellers/${id}`, other)).statusCode).toBe(404);
    }
    expect(partner.id).toEqual(expect.any(String));
    expect((await call('GET', '/api/travellers', owner)).json()).toEqual(before);
  });

  describe('/{id}/details', () => {
    it("keeps another traveller's passport dates and note, and the account holder's dates on the profile", async () => {
      const cookie = await traveller('tdetails');
      const [holder] = (await call('GET', '/api/travellers', cookie)).json();
      const child = (await call('POST', '/api/travellers', cookie, { name: 'Ada' })).json();
      expect((await call('GET', `/api/travellers/${child.id}/details`, cookie)).json()).toEqual({
        passport_issue_date: null,
        passport_expiry_date: null,
        nationality_note: null,
        email_reminders: true,
      });
      const saved = await call('PUT', `/api/travellers/${child.id}/details`, cookie, {
        passport_issue_date: '2020-03-01',
        passport_expiry_date: '2030-02-28',
        nationality_note: 'Canadian passport',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        passport_issue_date: '2020-03-01',
        passport_expiry_date: '2030-02-28',
        nationality_note: 'Canadian passport',
        email_reminders: true,
      });

      // The account holder's passport dates are the profile's, both ways.
      const mine = await call('PUT', `/api/travellers/${holder.id}/details`, cookie, {
        passport_issue_date: '2019-05-01',
        passport_expiry_date: '2029-04-30',
        nationality_note: 'Australian',
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({
        passport_issue_date: '2019-05-01',
        passport_expiry_date: '2029-04-30',
        nationality_note: 'Australian',
        email_reminders: true,
      });
      const user = (await call('GET', '/api/user', cookie)).json();
      expect(user).toMatchObject({
        passport_issue_date: '2019-05-01',
        passport_expiry_date: '2029-04-30',
      });
      // The child's are their own.
      expect(
        (await call('GET', `/api/travellers/${child.id}/details`, cookie)).json(),
      ).toMatchObject({ passport_issue_date: '2020-03-01' });
      // The traveller list keeps its shape.
      expect((await call('GET', '/api/travellers', cookie)).json()).toEqual([holder, child]);
    });

    it.each([
      [
        'an expiry before the issue date',
        { passport_expiry_date: '2010-01-01' },
        'passport_expiry_date',
      ],
      ['an issue date in the future', { passport_issue_date: '2999-01-01' }, 'passport_issue_date'],
      ['a date that does not exist', { passport_issue_date: '2021-02-30' }, 'passport_issue_date'],
      ['a note over 200 characters', { nationality_note: 'x'.repeat(201) }, 'nationality_note'],
      ['an unknown field', { name: 'Renamed' }, 'name'],
      [
        'reminders given as null',
        { email_reminders: null, nationality_note: 'lost' },
        'email_reminders',
      ],
      [
        'reminders given as text',
        { email_reminders: 'false', nationality_note: 'lost' },
        'email_reminders',
      ],
    ])(
      'refuses %s with a 400 naming the field, for anyone, and changes nothing',
      async (_case, body, field) => {
        const cookie = await traveller(`tdetailsbad${randomUUID().slice(0, 8)}`);
        const [holder] = (await call('GET', '/api/travellers', cookie)).json();
        const child = (await call('POST', '/api/travellers', cookie, { name: 'Ada' })).json();
        const start = { passport_issue_date: '2020-03-01', passport_expiry_date: '2030-02-28' };
        for (const { id } of [holder, child]) {
          await call('PUT', `/api/travellers/${id}/details`, cookie, start);
          const refused = await call('PUT', `/api/travellers/${id}/details`, cookie, body);
          expect(refused.statusCode).toBe(400);
          expect(JSON.stringify(refused.json())).toContain(field);
          expect((await call('GET', `/api/travellers/${id}/details`, cookie)).json()).toEqual({
            ...start,
            nationality_note: null,
            email_reminders: true,
          });
        }
        expect((await call('GET', '/api/user', cookie)).json()).toMatchObject({
          email_reminders: true,
        });
      },
    );

    it("keeps another traveller's reminder switch, and the account holder's as the profile's email_reminders", async () => {
      const cookie = await traveller('treminders');
      const [holder] = (await call('GET', '/api/travellers', cookie)).json();
      const child = (await call('POST', '/api/travellers', cookie, { name: 'Ada' })).json();
      const profile = {
        email: 'treminders@example.com',
        email_reminders: true,
        weekly_summaries: false,
        passport_issue_date: '2019-05-01',
      };
      expect((await call('PUT', '/api/user/profile', cookie, profile)).statusCode).toBe(200);
      const userBefore = (await call('GET', '/api/user', cookie)).json();

      // Another traveller's is their own: the profile's stays on.
      const off = await call('PUT', `/api/travellers/${child.id}/details`, cookie, {
        email_reminders: false,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        passport_issue_date: null,
        passport_expiry_date: null,
        nationality_note: null,
        email_reminders: false,
      });
      expect((await call('GET', '/api/user', cookie)).json()).toEqual(userBefore);
      expect(
        (await call('GET', `/api/travellers/${holder.id}/details`, cookie)).json(),
      ).toMatchObject({ email_reminders: true });

      // The account holder's is the profile's, both ways, and nothing else of the profile changes.
      const mine = await call('PUT', `/api/travellers/${holder.id}/details`, cookie, {
        email_reminders: false,
        nationality_note: 'Australian',
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({
        passport_issue_date: '2019-05-01',
        passport_expiry_date: null,
        nationality_note: 'Australian',
        email_reminders: false,
      });
      expect((await call('GET', '/api/user', cookie)).json()).toEqual({
        ...userBefore,
        email_reminders: false,
      });
      expect(
        (await call('PUT', '/api/user/profile', cookie, { ...profile, email_reminders: true }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('GET', `/api/travellers/${holder.id}/details`, cookie)).json(),
      ).toMatchObject({ email_reminders: true, nationality_note: 'Australian' });
      // Absent: unchanged, for either.
      await call('PUT', `/api/travellers/${holder.id}/details`, cookie, { nationality_note: null });
      await call('PUT', `/api/travellers/${child.id}/details`, cookie, { nationality_note: 'x' });
      expect((await call('GET', '/api/user', cookie)).json()).toMatchObject({
        email_reminders: true,
      });
      expect(
        (await call('GET', `/api/travellers/${child.id}/details`, cookie)).json(),
      ).toMatchObject({ email_reminders: false, nationality_note: 'x' });
    });

    it("answers 404 for another account's traveller's details and changes nothing", async () => {
      const owner = await traveller('tdetailsowner');
      const other = await traveller('tdetailsother');
      const [holder] = (await call('GET', '/api/travellers', owner)).json();
      const child = (await call('POST', '/api/travellers', owner, { name: 'Ada' })).json();
      const userBefore = (await call('GET', '/api/user', owner)).json();
      for (const { id } of [holder, child]) {
        const before = (await call('GET', `/api/travellers/${id}/details`, owner)).json();
        expect((await call('GET', `/api/travellers/${id}/details`, other)).statusCode).toBe(404);
        const refused = await call('PUT', `/api/travellers/${id}/details`, other, {
          email_reminders: false,
          nationality_note: 'Mine',
          passport_issue_date: '2020-01-01',
        });
        expect(refused.statusCode).toBe(404);
        expect((await call('GET', `/api/travellers/${id}/details`, owner)).json()).toEqual(before);
      }
      expect((await call('GET', '/api/user', owner)).json()).toEqual(userBefore);
      expect((await call('GET', '/api/user', other)).json()).toMatchObject({
        email_reminders: true,
        passport_issue_date: null,
      });
    });
  });
});

// ---------- each traveller's records (issue #22, ADR 0034 part 2) ----------

let families = 0;
/** A new account of its own (one per test). */
const signUp = () => {
  families += 1;
  return traveller(`family${families}`);
};

async function addTraveller(cookie: string, name = 'Alan'): Promise<string> {
  const response = await call('POST', '/api/travellers', cookie, { name });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const query = (travellerId: string | undefined) =>
  travellerId === undefined ? '' : `?traveller_id=${travellerId}`;

async function listOf(cookie: string, travellerId?: string): Promise<TravelEntryDto[]> {
  const response = await call('GET', `/api/travel-entries${query(travellerId)}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const datesOf = (entries: readonly TravelEntryDto[]) =>
  entries.map((entry) => `${entry.entry_type} ${entry.entry_date}`);

async function recordVisit(
  cookie: string,
  entry_date: string,
  exit_date: string,
  travellerId?: string,
): Promise<RecordVisitResultDto> {
  const response = await call('POST', '/api/travel-entries/visit', cookie, {
    entry_date,
    exit_date,
    ...(travellerId === undefined ? {} : { traveller_id: travellerId }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('traveller_id on the travel calls', () => {
  it("keeps a second traveller's visits apart: list, create, update, delete, clean-up and status", async () => {
    const cookie = await signUp();
    const child = await addTraveller(cookie);
    const own = await recordVisit(cookie, '2025-03-01', '2025-03-10');
    // The same dates for the child are neither a duplicate nor an overlap.
    const theirs = await recordVisit(cookie, '2025-03-01', '2025-03-10', child);
    const single = await call('POST', '/api/travel-entries', cookie, {
      entry_type: 'entry',
      entry_date: '2025-04-01',
      traveller_id: child,
    });
    expect(single.statusCode).toBe(201);
    expect(datesOf(await listOf(cookie))).toEqual(['entry 2025-03-01', 'exit 2025-03-10']);
    expect(datesOf(await listOf(cookie, child))).toEqual([
      'entry 2025-03-01',
      'exit 2025-03-10',
      'entry 2025-04-01',
    ]);

    // A record of the other traveller is not found for this one.
    expect(
      (
        await call('PUT', `/api/travel-entries/${own.exit.id}`, cookie, {
          entry_date: '2025-03-11',
          traveller_id: child,
        })
      ).statusCode,
    ).toBe(404);
    const moved = await call('PUT', `/api/travel-entries/${theirs.exit.id}`, cookie, {
      entry_date: '2025-03-12',
      traveller_id: child,
    });
    expect(moved.statusCode).toBe(200);
    const visit = await call('PUT', `/api/travel-entries/visit/${theirs.entry.id}`, cookie, {
      entry_date: '2025-03-02',
      exit_date: '2025-03-12',
      traveller_id: child,
    });
    expect(visit.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/travel-entries/${single.json().id}`, cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/travel-entries/${single.json().id}${query(child)}`, cookie))
        .statusCode,
    ).toBe(204);
    expect(datesOf(await listOf(cookie, child))).toEqual(['entry 2025-03-02', 'exit 2025-03-12']);
    expect(datesOf(await listOf(cookie))).toEqual(['entry 2025-03-01', 'exit 2025-03-10']);

    const status = await call('GET', `/api/status?traveller_id=${child}&date=2025-03-20`, cookie);
    expect(status.json()).toMatchObject({ date: '2025-03-20', days_used: 11, days_left: 79 });
    const holderStatus = await call('GET', '/api/status?date=2025-03-20', cookie);
    expect(holderStatus.json()).toMatchObject({ days_used: 10, days_left: 80 });

    const orphan = await call('POST', '/api/travel-entries', cookie, {
      entry_type: 'exit',
      entry_date: '2025-01-05',
      traveller_id: child,
    });
    expect(orphan.statusCode).toBe(201);
    const cleanup = await call('POST', '/api/cleanup-entries', cookie, { traveller_id: child });
    expect(cleanup.json()).toEqual({ deletedCount: 1 });
    expect((await call('POST', '/api/cleanup-entries', cookie)).json()).toEqual({
      deletedCount: 0,
    });

    const deleted = await call(
      'DELETE',
      `/api/travel-entries/visit/${theirs.entry.id}/${theirs.exit.id}${query(child)}`,
      cookie,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await listOf(cookie, child)).toEqual([]);
    expect(await listOf(cookie)).toHaveLength(2);
  });

  it("never serves one traveller's list for another from the cache (change one, read both)", async () => {
    const cookie = await signUp();
    const child = await addTraveller(cookie);
    const [holder] = (await call('GET', '/api/travellers', cookie)).json() as Array<{ id: string }>;
    await recordVisit(cookie, '2025-02-01', '2025-02-02');
    // Each list read (and cached) under the alias, the holder's id and the child's id.
    const holderList = await listOf(cookie);
    expect(await listOf(cookie, holder!.id)).toEqual(holderList);
    expect(await listOf(cookie, child)).toEqual([]);

    await recordVisit(cookie, '2025-05-01', '2025-05-03', child);
    expect(datesOf(await listOf(cookie, child))).toEqual(['entry 2025-05-01', 'exit 2025-05-03']);
    expect(await listOf(cookie)).toEqual(holderList);
    expect(await listOf(cookie, holder!.id)).toEqual(holderList);

    // A change through the holder's id is seen under the alias, and the child's list stays theirs.
    await recordVisit(cookie, '2025-06-01', '2025-06-02', holder!.id);
    expect(datesOf(await listOf(cookie))).toEqual([
      'entry 2025-02-01',
      'exit 2025-02-02',
      'entry 2025-06-01',
      'exit 2025-06-02',
    ]);
    expect(await listOf(cookie, holder!.id)).toEqual(await listOf(cookie));
    expect(datesOf(await listOf(cookie, child))).toEqual(['entry 2025-05-01', 'exit 2025-05-03']);
  });

  it("answers 404 for another account's traveller and changes nothing", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const child = await addTraveller(owner);
    await recordVisit(owner, '2025-03-01', '2025-03-10', child);
    const before = await listOf(owner, child);
    for (const [method, url, payload] of [
      ['GET', `/api/travel-entries${query(child)}`],
      ['GET', `/api/status${query(child)}`],
      [
        'POST',
        '/api/travel-entries/visit',
        { entry_date: '2025-07-01', exit_date: '2025-07-02', traveller_id: child },
      ],
      [
        'POST',
        '/api/travel-entries',
        { entry_type: 'entry', entry_date: '2025-07-01', traveller_id: child },
      ],
      ['POST', '/api/cleanup-entries', { traveller_id: child }],
    ] as const) {
      const response = await call(method, url, intruder, payload);
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Traveller not found' },
      });
    }
    expect(await listOf(owner, child)).toEqual(before);
    expect(await listOf(intruder)).toEqual([]);
  });

  it('refuses a traveller_id that is not an id, and a bad date, with 400 naming the field', async () => {
    const cookie = await signUp();
    for (const [method, url, payload] of [
      ['GET', '/api/travel-entries?traveller_id=holder'],
      ['GET', '/api/status?traveller_id=1'],
      ['DELETE', `/api/travel-entries/${randomUUID()}?traveller_id=x`],
      [
        'POST',
        '/api/travel-entries/visit',
        { entry_date: '2025-07-01', exit_date: '2025-07-02', traveller_id: 'me' },
      ],
      ['POST', '/api/cleanup-entries', { traveller_id: 42 }],
    ] as const) {
      const response = await call(method, url, cookie, payload);
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'traveller_id must be a valid id' },
      });
    }
    const badDate = await call('GET', '/api/status?date=2025-02-30', cookie);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(
      'date must be a real calendar date in the form YYYY-MM-DD, e.g. 2025-06-15',
    );
    expect((await call('GET', '/api/status?date=1999-12-31', cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/status', () => {
  it('equals the figures the dashboard shows on a fixed day, for each traveller', async () => {
    const cookie = await signUp();
    const child = await addTraveller(cookie);
    await recordVisit(cookie, '2025-01-10', '2025-03-05');
    await recordVisit(cookie, '2025-05-20', '2025-06-30');
    await recordVisit(cookie, '2025-04-01', '2025-04-20', child);
    const open = await call('POST', '/api/travel-entries', cookie, {
      entry_type: 'entry',
      entry_date: '2025-06-01',
      traveller_id: child,
    });
    expect(open.statusCode).toBe(201);

    for (const traveller of [undefined, child]) {
      const list = await listOf(cookie, traveller);
      for (const day of ['2025-01-01', '2025-03-05', '2025-06-15', '2025-07-01', '2025-12-31']) {
        const response = await call(
          'GET',
          `/api/status?date=${day}${traveller === undefined ? '' : `&traveller_id=${traveller}`}`,
          cookie,
        );
        expect(response.statusCode).toBe(200);
        // The dashboard's summary of the same list, with `day` as its today (the SPA's code).
        const shown = summariseRecords(list, day, 'dashboard');
        expect(response.json()).toEqual({
          date: day,
          days_used: shown.daysUsed,
          days_left: shown.daysLeft,
          level: shown.level,
          last_day_to_stay: lastDayToStayOn(shown.visits, shown.stays, day),
        } satisfies TravelStatusDto);
      }
    }
    // 55 + 27 days on 15 June for the holder: 82, a warning; the child's 20 + 15.
    expect((await call('GET', '/api/status?date=2025-06-15', cookie)).json()).toMatchObject({
      days_used: 82,
      days_left: 8,
      level: 'warning',
    });
    expect(
      (await call('GET', `/api/status?date=2025-06-15&traveller_id=${child}`, cookie)).json(),
    ).toMatchObject({ days_used: 35, days_left: 55, level: 'safe' });
  });
});

describe('/api/excluded-periods', () => {
  const PERMIT = {
    from: '2025-01-01',
    to: '2025-12-31',
    issuing_state: 'Germany',
    kind: 'residence_permit',
  };

  it("lists, adds (201 with the period) and deletes (204) the account holder's periods", async () => {
    const cookie = await traveller('permits');
    expect((await call('GET', '/api/excluded-periods', cookie)).json()).toEqual([]);
    const added = await call('POST', '/api/excluded-periods', cookie, PERMIT);
    expect(added.statusCode).toBe(201);
    const [holder] = (await call('GET', '/api/travellers', cookie)).json();
    const period = added.json();
    expect(period).toEqual({ id: expect.any(String), traveller_id: holder.id, ...PERMIT });
    expect((await call('GET', '/api/excluded-periods', cookie)).json()).toEqual([period]);
    expect(
      (await call('GET', `/api/excluded-periods?traveller_id=${holder.id}`, cookie)).json(),
    ).toEqual([period]);

    const partner = (await call('POST', '/api/travellers', cookie, { name: 'Grace' })).json();
    const hers = await call('POST', '/api/excluded-periods', cookie, {
      ...PERMIT,
      traveller_id: partner.id,
    });
    expect(hers.json()).toMatchObject({ traveller_id: partner.id });
    expect(
      (await call('GET', `/api/excluded-periods?traveller_id=${partner.id}`, cookie)).json(),
    ).toEqual([hers.json()]);

    expect((await call('DELETE', `/api/excluded-periods/${period.id}`, cookie)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/excluded-periods', cookie)).json()).toEqual([]);
  });

  it.each([
    ['an end before the start', { ...PERMIT, to: '2024-12-31' }, 'To date must be on or after'],
    ['Ireland as issuing state', { ...PERMIT, issuing_state: 'Ireland' }, 'Schengen state'],
    ['an unknown kind', { ...PERMIT, kind: 'tourist' }, "kind must be 'residence_permit'"],
    ['a missing from', { ...PERMIT, from: undefined }, 'From date is required'],
    ['an unknown field', { ...PERMIT, user_id: randomUUID() }, 'should not exist'],
  ])('refuses %s with a 400 and stores nothing', async (_case, body, message) => {
    const cookie = await traveller(`pbad${randomUUID().slice(0, 8)}`);
    const response = await call('POST', '/api/excluded-periods', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call('GET', '/api/excluded-periods', cookie)).json()).toEqual([]);
  });

  it("answers 404 for another account's period or traveller and changes nothing", async () => {
    const owner = await traveller('powner');
    const other = await traveller('pother');
    const period = (await call('POST', '/api/excluded-periods', owner, PERMIT)).json();
    expect((await call('DELETE', `/api/excluded-periods/${period.id}`, other)).statusCode).toBe(
      404,
    );
    const foreign = await call('POST', '/api/excluded-periods', other, {
      ...PERMIT,
      traveller_id: period.traveller_id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/excluded-periods?traveller_id=${period.traveller_id}`, other))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/excluded-periods', owner)).json()).toEqual([period]);
    expect((await call('GET', '/api/excluded-periods', other)).json()).toEqual([]);
  });
});
