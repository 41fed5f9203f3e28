import { CSV_SYNTAX_PROBLEMS, IMPORT_PROBLEM_OUTCOME, type ImportProblem } from '@app/contracts';
import { loadTranslator } from '@app/i18n';

import {
  alreadyRecorded,
  dateOutOfRange,
  emptyFile,
  entryDateRequired,
  entryOrExitRecorded,
  exitBeforeEntry,
  invalidCsv,
  mixesUpRecords,
  noEntryColumn,
  notADate,
  notesTooLong,
  noVisits,
  orphanExitInside,
  overlapsLine,
  overlapsVisit,
  recordLimit,
  repeatedColumn,
  sameVisitAsLine,
  tooManyFields,
  unknownColumn,
  unknownCountry,
} from './import-problems';

/** One of each problem, each kind of a problem that has several (ongoing visits, both dates). */
const PROBLEMS: ImportProblem[] = [
  ...CSV_SYNTAX_PROBLEMS.map(invalidCsv),
  emptyFile(),
  unknownColumn('Contry'),
  repeatedColumn('entry_date'),
  noEntryColumn(),
  noVisits(),
  tooManyFields(5, 4),
  entryDateRequired(),
  notADate('entry', '01/04/2025'),
  notADate('exit', '2025-02-30'),
  exitBeforeEntry(),
  notesTooLong(),
  unknownCountry('Atlantis'),
  dateOutOfRange('entry', '2027-06-15'),
  dateOutOfRange('exit', '2027-06-15'),
  dateOutOfRange('both', '2027-06-15'),
  recordLimit(),
  sameVisitAsLine(2),
  alreadyRecorded({ entryDate: '2025-03-01', exitDate: '2025-03-10' }),
  alreadyRecorded({ entryDate: '2025-03-01', exitDate: null }),
  entryOrExitRecorded({ entryDate: '2025-03-01', exitDate: '2025-03-12' }),
  overlapsVisit({ entryDate: '2025-03-01', exitDate: '2025-03-10' }),
  overlapsVisit({ entryDate: '2025-06-01', exitDate: null }),
  orphanExitInside('2025-05-05'),
  overlapsLine({ entryDate: '2025-01-01', exitDate: '2025-01-10', line: 2 }),
  overlapsLine({ entryDate: '2025-01-01', exitDate: null, line: 12 }),
  mixesUpRecords(),
];

describe('the problems an import names', () => {
  it('cover every code', () => {
    expect(new Set(PROBLEMS.map((problem) => problem.code))).toEqual(
      new Set(Object.keys(IMPORT_PROBLEM_OUTCOME)),
    );
  });

  it.each(PROBLEMS.map((problem) => [problem.code, problem] as const))(
    "%s: the English catalogue's message with its values is the server's message",
    async (code, problem) => {
      const { t } = await loadTranslator('en', 'transfer');
      expect(t(`transfer.import.problem.${code}`, problem.values)).toBe(problem.message);
    },
  );

  it('give a left-out visit the reason of its code', () => {
    expect(sameVisitAsLine(2).reason).toBe('duplicate');
    expect(alreadyRecorded({ entryDate: '2025-03-01', exitDate: null })).toMatchObject({
      reason: 'duplicate',
      code: 'ALREADY_RECORDED_ONGOING',
      values: { entryDate: '2025-03-01' },
    });
    expect(orphanExitInside('2025-05-05')).toMatchObject({
      reason: 'overlap',
      values: { exitDate: '2025-05-05' },
    });
  });
});
