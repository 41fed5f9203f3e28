import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import type {
  ImportProblem,
  ImportProblemCode,
  ImportResultDto,
  ImportVisitDto,
} from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';
import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

import { useLanguage } from '../../../lib/i18n/language-provider';

/** The preview's columns, in order. */
const COLUMNS = [
  'transfer.preview.line',
  'transfer.preview.dates',
  'transfer.preview.country',
  'transfer.preview.notes',
  'transfer.preview.outcome',
] as const satisfies readonly WebMessageId[];

/**
 * A visit's country (the English name the server gives) in the page's language, by `Intl`; English
 * keeps the product's own names.
 */
function countryName(name: string, intl: IntlShape, isEnglish: boolean): string {
  const code = SCHENGEN_MEMBERSHIP.find((member) => member.name === name)?.code;
  if (isEnglish || !code) return name;
  return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? name;
}

/** The message of a problem's code: every code has its message in English (a type check). */
const problemId = (code: ImportProblemCode): WebMessageId => `transfer.import.problem.${code}`;

/**
 * A problem the server names (why a visit is left out, what is wrong with a line) in the page's
 * language, from its code and values (issue #21); its English `message` when the code has no
 * message here (a newer server). Dates stay YYYY-MM-DD, as the server's message and the file write
 * them; a line of the file it names is written as the preview writes line numbers.
 */
function problemText(
  problem: ImportProblem,
  intl: IntlShape,
  lineNumber: (line: number) => string,
): string {
  const id = problemId(problem.code);
  if (!Object.hasOwn(intl.messages, id) || typeof problem.values !== 'object') {
    return problem.message;
  }
  const values: Record<string, string | number> = { ...problem.values };
  if (typeof values['line'] === 'number') values['line'] = lineNumber(values['line']);
  return intl.formatMessage({ id }, values);
}

/**
 * What an import will do, line by line: the visits added, those left out and why, the bad lines,
 * the reasons and the bad lines' problems in the page's language (`problemText`).
 */
export function ImportPreview({ result }: { result: ImportResultDto }) {
  const intl = useIntl();
  const isEnglish = useLanguage() === 'en';
  // A line of the file: its number in the page's digits, without grouping ('1234', not '1,234').
  const lineNumber = (line: number) => intl.formatNumber(line, { useGrouping: false });
  const dates = (visit: ImportVisitDto) =>
    intl.formatMessage(
      { id: 'transfer.preview.range' },
      {
        entry: visit.entry_date,
        exit: visit.exit_date ?? intl.formatMessage({ id: 'transfer.preview.ongoing' }),
      },
    );
  const rows = [
    ...result.added.map((visit) => ({
      visit,
      outcome: intl.formatMessage({ id: 'transfer.preview.added' }),
      why: '',
    })),
    ...result.duplicates.map((visit) => ({
      visit,
      outcome: intl.formatMessage({
        id:
          visit.reason === 'duplicate' ? 'transfer.preview.duplicate' : 'transfer.preview.overlap',
      }),
      why: problemText(visit, intl, lineNumber),
    })),
  ].sort((a, b) => a.visit.line - b.visit.line);
  return (
    <Stack spacing={2}>
      <Typography>
        <FormattedMessage
          id="transfer.preview.summary"
          values={{
            added: result.added.length,
            skipped: result.duplicates.length,
            bad: result.errors.length,
          }}
        />
      </Typography>
      {result.errors.length > 0 ? (
        <Alert severity="error" role="alert">
          <Typography component="p" variant="body2" gutterBottom>
            <FormattedMessage id="transfer.preview.badLinesIntro" />
          </Typography>
          <ul
            aria-label={intl.formatMessage({ id: 'transfer.preview.badLines' })}
            style={{ margin: 0, paddingInlineStart: '1.25rem' }}
          >
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                <FormattedMessage
                  id="transfer.preview.badLine"
                  values={{
                    line: lineNumber(error.line),
                    message: problemText(error, intl, lineNumber),
                  }}
                />
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <Table size="small" aria-label={intl.formatMessage({ id: 'transfer.preview.table' })}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((id) => (
                <TableCell key={id}>
                  <FormattedMessage id={id} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ visit, outcome, why }) => (
              <TableRow key={visit.line}>
                <TableCell>{lineNumber(visit.line)}</TableCell>
                <TableCell>{dates(visit)}</TableCell>
                <TableCell>
                  {visit.country
                    ? countryName(visit.country, intl, isEnglish)
                    : intl.formatMessage({ id: 'transfer.preview.noCountry' })}
                </TableCell>
                <TableCell>{visit.notes ?? ''}</TableCell>
                <TableCell>
                  {outcome}
                  {why ? (
                    <Typography variant="body2" color="text.secondary">
                      {why}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
