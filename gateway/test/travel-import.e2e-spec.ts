/**
 * POST /api/travel-entries/import through the gateway over HTTP, against the real auth, travel
 * and reporting services (issue #22, "Never retyped"): the preview writes nothing, a real import
 * writes every visit in one transaction or none, with their events in the outbox, and the
 * product's own CSV export imports back to the same visits.
 */
import { Client } from 'pg';

import { IMPORT_CSV_MAX_CHARS } from '@app/contracts';
import { type TestStack, signUpOn, startTestStack } from './support/test-stack';

let stack: TestStack;
let db: Client;

interface Entry {
  id: string;
  entry_type: 'entry' | 'exit';
  entry_date: string;
  country: string | null;
  notes: string | null;
}

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, cookie: string, payload?: object) =>
  stack.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const importCsv = (cookie: string, csv: string, dryRun: boolean) =>
  call('POST', '/api/travel-entries/import', cookie, { csv, dry_run: dryRun });

const signUp = (username: string) => signUpOn(stack, username);

async function entries(cookie: string): Promise<Entry[]> {
  const response = await call('GET', '/api/travel-entries', cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The visits as a person reads them: the records without ids and creation times. */
async function visitsOf(cookie: string) {
  return (await entries(cookie)).map(({ entry_type, entry_date, country, notes }) => ({
    entry_type,
    entry_date,
    country,
    notes,
  }));
}

async function outboxTopics(userId: string): Promise<string[]> {
  const { rows } = await db.query<{ topic: string }>(
    `SELECT topic FROM travel.outbox WHERE payload->>'userId' = $1 ORDER BY created_at, topic`,
    [userId],
  );
  return rows.map((row) => row.topic);
}

const SIMPLE = [
  'entry date,EXIT DATE,Country,notes',
  '2025-03-01,2025-03-10,france,Paris',
  '2025-05-01,,IT,',
].join('\n');

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '50' });
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  await stack?.close();
});

describe('POST /api/travel-entries/import', () => {
  it('previews with dry_run (added, duplicates, errors) and writes nothing', async () => {
    const { cookie, id } = await signUp('import-preview');
    expect(
      (
        await call('POST', '/api/travel-entries/visit', cookie, {
          entry_date: '2025-03-01',
          exit_date: '2025-03-10',
        })
      ).statusCode,
    ).toBe(201);
    const before = await entries(cookie);
    const topicsBefore = await outboxTopics(id);
    const csv = `${SIMPLE}\n2025-03-05,2025-03-20,,\n2025-13-01,,,\n`;
    const response = await importCsv(cookie, csv, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dry_run: true,
      added: [
        { line: 3, entry_date: '2025-05-01', exit_date: null, country: 'Italy', notes: null },
      ],
      duplicates: [
        {
          line: 2,
          entry_date: '2025-03-01',
          exit_date: '2025-03-10',
          country: 'France',
          notes: 'Paris',
          reason: 'duplicate',
          code: 'ALREADY_RECORDED',
          values: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
          message: 'Already recorded: your visit from 2025-03-01 to 2025-03-10.',
        },
        {
          line: 4,
          entry_date: '2025-03-05',
          exit_date: '2025-03-20',
          country: null,
          notes: null,
          reason: 'overlap',
          code: 'OVERLAPS_VISIT',
          values: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
          message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
        },
      ],
      errors: [
        {
          line: 5,
          code: 'NOT_A_DATE',
          values: { date: 'entry', text: '2025-13-01' },
          message:
            "Entry date '2025-13-01' is not a date: write it as YYYY-MM-DD, for example 2025-06-01.",
        },
      ],
    });
    expect(await entries(cookie)).toEqual(before);
    expect(await outboxTopics(id)).toEqual(topicsBefore);
  });

  it('adds every visit in one transaction, with the events of recording them one by one', async () => {
    const { cookie, id } = await signUp('import-real');
    const response = await importCsv(cookie, SIMPLE, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dry_run: false, duplicates: [], errors: [] });
    expect(response.json().added).toHaveLength(2);
    expect(await visitsOf(cookie)).toEqual([
      { entry_type: 'entry', entry_date: '2025-03-01', country: 'France', notes: 'Paris' },
      { entry_type: 'exit', entry_date: '2025-03-10', country: 'France', notes: 'Paris' },
      { entry_type: 'entry', entry_date: '2025-05-01', country: 'Italy', notes: null },
    ]);
    expect((await outboxTopics(id)).sort()).toEqual(
      [
        'travel.entry.created.v1',
        'travel.entry.created.v1',
        'travel.entry.created.v1',
        'travel.visit.recorded.v1',
      ].sort(),
    );
    // The same file again: every visit is a duplicate, nothing is added.
    const again = await importCsv(cookie, SIMPLE, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: [], errors: [] });
    expect(again.json().duplicates.map((d: { reason: string }) => d.reason)).toEqual([
      'duplicate',
      'duplicate',
    ]);
    expect(await entries(cookie)).toHaveLength(3);
  });

  it('writes nothing when one line is bad (400 naming the line), and nothing of its events', async () => {
    const { cookie, id } = await signUp('import-atomic');
    const topicsBefore = await outboxTopics(id);
    const response = await importCsv(cookie, `${SIMPLE}\n2025-07-01,2025-06-01,,\n`, false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message:
        'Nothing was imported: the file has 1 bad line (line 4: Exit date must be after entry date). Correct them and import again.',
    });
    expect(await entries(cookie)).toEqual([]);
    expect(await outboxTopics(id)).toEqual(topicsBefore);
  });

  it("imports for the traveller named (their own duplicates), and answers 404 for another account's", async () => {
    const { cookie } = await signUp('import-family');
    const other = await signUp('import-stranger');
    expect((await importCsv(cookie, SIMPLE, false)).statusCode).toBe(200);
    const partner = await call('POST', '/api/travellers', cookie, { name: 'Partner' });
    expect(partner.statusCode).toBe(201);
    const travellerId: string = partner.json().id;

    const forPartner = await call('POST', '/api/travel-entries/import', cookie, {
      csv: SIMPLE,
      dry_run: false,
      traveller_id: travellerId,
    });
    expect(forPartner.statusCode).toBe(200);
    expect(forPartner.json()).toMatchObject({ duplicates: [], errors: [] });
    expect(forPartner.json().added).toHaveLength(2);
    const partnerList = await call(
      'GET',
      `/api/travel-entries?traveller_id=${travellerId}`,
      cookie,
    );
    expect(partnerList.json()).toHaveLength(3);
    expect(await entries(cookie)).toHaveLength(3);

    const stolen = await call('POST', '/api/travel-entries/import', other.cookie, {
      csv: 'Entry date\n2025-09-01\n',
      dry_run: false,
      traveller_id: travellerId,
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/travel-entries?traveller_id=${travellerId}`, cookie)).json(),
    ).toEqual(partnerList.json());
    expect(await entries(other.cookie)).toEqual([]);
  });

  it('refuses a body that is not an import with 400, and a CSV over the limit with a clear 400 or 413', async () => {
    const { cookie } = await signUp('import-limits');
    const missing = await call('POST', '/api/travel-entries/import', cookie, { dry_run: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/csv is required/);
    const tooLong = await importCsv(cookie, 'x'.repeat(IMPORT_CSV_MAX_CHARS + 1), true);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^The CSV is too long: at most 1,000,000 characters/);
    const tooLarge = await importCsv(cookie, '"\n'.repeat(IMPORT_CSV_MAX_CHARS), true);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(
        /^The CSV file is too large: the limit is 1 million characters/,
      ),
    });
    expect(await entries(cookie)).toEqual([]);
  });

  it('imports the CSV export back to the same visits (export, delete, import)', async () => {
    const { cookie } = await signUp('import-round-trip');
    for (const visit of [
      { entry_date: '2025-01-05', exit_date: '2025-01-05', country: 'Spain', notes: 'one day' },
      { entry_date: '2025-02-01', exit_date: '2025-02-10', notes: '=HYPERLINK("http://x")' },
      {
        entry_date: '2025-03-01',
        exit_date: '2025-03-10',
        country: 'France',
        notes: 'Zürich, "café"\nline two',
      },
    ]) {
      expect((await call('POST', '/api/travel-entries/visit', cookie, visit)).statusCode).toBe(201);
    }
    expect(
      (
        await call('POST', '/api/travel-entries', cookie, {
          entry_type: 'entry',
          entry_date: '2025-06-01',
          country: 'Malta',
        })
      ).statusCode,
    ).toBe(201);
    const before = await visitsOf(cookie);
    const exported = await call('GET', '/api/reports/travel.csv', cookie);
    expect(exported.statusCode).toBe(200);

    for (const entry of (await entries(cookie)).filter((e) => e.entry_type === 'exit')) {
      expect((await call('DELETE', `/api/travel-entries/${entry.id}`, cookie)).statusCode).toBe(
        204,
      );
    }
    for (const entry of await entries(cookie)) {
      expect((await call('DELETE', `/api/travel-entries/${entry.id}`, cookie)).statusCode).toBe(
        204,
      );
    }
    expect(await entries(cookie)).toEqual([]);

    const imported = await importCsv(cookie, exported.body, false);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ duplicates: [], errors: [] });
    expect(await visitsOf(cookie)).toEqual(before);
  });
});
