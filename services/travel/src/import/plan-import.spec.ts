import { TRAVEL_MAX_RECORDS_PER_USER } from '@app/contracts';

import { aStoredRecord, RECORDS_USER } from '../../test/support/stored-record';
import type { TravelEntryEntity } from '../entries/travel-entry.entity';
import { parseVisitsCsv } from './parse-visits-csv';
import { planImport } from './plan-import';

const TODAY = '2025-06-15';

const stored = aStoredRecord;

function plan(records: TravelEntryEntity[], lines: string[]) {
  const csv = ['Entry date,Exit date,Country,Notes', ...lines].join('\n');
  return planImport(records, parseVisitsCsv(csv), { userId: RECORDS_USER, today: TODAY });
}

describe('planImport', () => {
  const march = [stored('entry', '2025-03-01'), stored('exit', '2025-03-10')];

  it('adds new visits, and names a stored visit with the same dates as a duplicate', () => {
    const result = plan(march, ['2025-03-01,2025-03-10,France,', '2025-04-01,2025-04-05,,']);
    expect(result.added.map((visit) => visit.line)).toEqual([3]);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 2 }),
        reason: 'duplicate',
        code: 'ALREADY_RECORDED',
        values: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
        message: 'Already recorded: your visit from 2025-03-01 to 2025-03-10.',
      },
    ]);
    expect(result.errors).toEqual([]);
  });

  it('names an overlap with a stored visit with the visit it overlaps, or the record it repeats', () => {
    const result = plan(march, [
      '2025-03-05,2025-03-20,,',
      '2025-02-25,2025-03-01,,',
      '2025-03-01,2025-03-12,,',
    ]);
    expect(result.added).toEqual([]);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 2 }),
        reason: 'overlap',
        code: 'OVERLAPS_VISIT',
        values: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
        message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
      },
      {
        visit: expect.objectContaining({ line: 3 }),
        reason: 'overlap',
        code: 'OVERLAPS_VISIT',
        values: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
        message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
      },
      {
        visit: expect.objectContaining({ line: 4 }),
        reason: 'overlap',
        code: 'ENTRY_OR_EXIT_RECORDED',
        values: { entryDate: '2025-03-01', exitDate: '2025-03-12' },
        message: 'You already have entry on 2025-03-01 and/or exit on 2025-03-12 recorded',
      },
    ]);
  });

  it('names an exit with no entry inside the visit', () => {
    const result = plan([stored('exit', '2025-05-05')], ['2025-05-01,2025-05-10,,']);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 2 }),
        reason: 'overlap',
        code: 'ORPHAN_EXIT_INSIDE',
        values: { exitDate: '2025-05-05' },
        message:
          'You have an exit with no entry recorded on 2025-05-05, inside this visit. Delete it (or clean up orphaned entries) first.',
      },
    ]);
  });

  it('checks the lines of the file against each other, naming the earlier line', () => {
    const result = plan(
      [],
      [
        '2025-01-01,2025-01-10,,',
        '2025-01-01,2025-01-10,,',
        '2025-01-05,2025-01-20,,',
        '2025-02-01,,,',
      ],
    );
    expect(result.added.map((visit) => visit.line)).toEqual([2, 5]);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 3 }),
        reason: 'duplicate',
        code: 'SAME_VISIT_AS_LINE',
        values: { line: 2 },
        message: 'The same visit as line 2.',
      },
      {
        visit: expect.objectContaining({ line: 4 }),
        reason: 'overlap',
        code: 'OVERLAPS_LINE',
        values: { entryDate: '2025-01-01', exitDate: '2025-01-10', line: 2 },
        message: 'This visit overlaps the visit from 2025-01-01 to 2025-01-10 on line 2.',
      },
    ]);
  });

  it('names an ongoing visit of the file by its entry date', () => {
    const result = plan([], ['2025-01-01,,,', '2025-03-01,2025-03-05,,']);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 3 }),
        reason: 'overlap',
        code: 'OVERLAPS_ONGOING_LINE',
        values: { entryDate: '2025-01-01', line: 2 },
        message: 'This visit overlaps the ongoing visit from 2025-01-01 on line 2.',
      },
    ]);
  });

  it('treats an ongoing visit as running to today', () => {
    const ongoing = [stored('entry', '2025-06-01')];
    const result = plan(ongoing, [
      '2025-06-01,,,',
      '2025-06-10,2025-06-12,,',
      '2025-05-01,2025-05-03,,',
    ]);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 2 }),
        reason: 'duplicate',
        code: 'ALREADY_RECORDED_ONGOING',
        values: { entryDate: '2025-06-01' },
        message: 'Already recorded: your ongoing visit from 2025-06-01.',
      },
      {
        visit: expect.objectContaining({ line: 3 }),
        reason: 'overlap',
        code: 'OVERLAPS_ONGOING_VISIT',
        values: { entryDate: '2025-06-01' },
        message: 'This visit overlaps your ongoing visit from 2025-06-01.',
      },
    ]);
    expect(result.added.map((visit) => visit.line)).toEqual([4]);
  });

  it('leaves out a planned visit that pairing would give to an ongoing one, and keeps the rest', () => {
    const ongoing = [stored('entry', '2025-06-01')];
    const result = plan(ongoing, ['2025-08-01,2025-08-05,,', '2025-04-01,2025-04-03,,']);
    expect(result.added.map((visit) => visit.line)).toEqual([3]);
    expect(result.duplicates).toEqual([
      {
        visit: expect.objectContaining({ line: 2 }),
        reason: 'overlap',
        code: 'MIXED_UP',
        values: {},
        message:
          'These dates would mix this visit up with your other records: choose dates that do not cross another visit.',
      },
    ]);
  });

  it('refuses dates outside the accepted range as bad lines, in line order with parse errors', () => {
    const result = plan(
      [],
      [
        '1999-12-31,2000-01-02,,',
        'not a date,,,',
        '2030-01-01,2030-01-02,,',
        '2027-06-10,2027-06-20,,',
      ],
    );
    expect(result.errors).toEqual([
      {
        line: 2,
        code: 'DATE_OUT_OF_RANGE',
        values: { dates: 'entry', min: '2000-01-01', max: '2027-06-15' },
        message: 'Entry date must be between 2000-01-01 and 2027-06-15',
      },
      expect.objectContaining({ line: 3, code: 'NOT_A_DATE' }),
      {
        line: 4,
        code: 'DATE_OUT_OF_RANGE',
        values: { dates: 'both', min: '2000-01-01', max: '2027-06-15' },
        message:
          'Entry date must be between 2000-01-01 and 2027-06-15; Exit date must be between 2000-01-01 and 2027-06-15',
      },
      {
        line: 5,
        code: 'DATE_OUT_OF_RANGE',
        values: { dates: 'exit', min: '2000-01-01', max: '2027-06-15' },
        message: 'Exit date must be between 2000-01-01 and 2027-06-15',
      },
    ]);
    expect(result.added).toEqual([]);
  });

  it('refuses, as bad lines, the visits that would go past the record limit', () => {
    const full = Array.from({ length: TRAVEL_MAX_RECORDS_PER_USER - 2 }, (_, i) =>
      stored(i % 2 === 0 ? 'entry' : 'exit', '2001-01-01'),
    );
    const result = plan(full, ['2025-01-01,2025-01-02,,', '2025-02-01,2025-02-02,,']);
    expect(result.added.map((visit) => visit.line)).toEqual([2]);
    expect(result.errors).toEqual([
      {
        line: 3,
        code: 'RECORD_LIMIT',
        values: { limit: TRAVEL_MAX_RECORDS_PER_USER },
        message: expect.stringMatching(/at most 5,000 travel records/),
      },
    ]);
  });
});
