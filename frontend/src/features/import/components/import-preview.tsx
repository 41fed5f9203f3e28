import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { ImportResultDto, ImportVisitDto } from '@app/contracts';

import { formatCount } from '../../../lib/plural';

function dates(visit: ImportVisitDto): string {
  return `${visit.entry_date} – ${visit.exit_date ?? 'Ongoing'}`;
}

/** What an import will do, line by line: the visits added, those left out and why, the bad lines. */
export function ImportPreview({ result }: { result: ImportResultDto }) {
  const rows = [
    ...result.added.map((visit) => ({ visit, outcome: 'Will be added', why: '' })),
    ...result.duplicates.map((visit) => ({
      visit,
      outcome: visit.reason === 'duplicate' ? 'Duplicate: skipped' : 'Overlap: skipped',
      why: visit.message,
    })),
  ].sort((a, b) => a.visit.line - b.visit.line);
  return (
    <Stack spacing={2}>
      <Typography>
        {formatCount(result.added.length, 'visit')} to add,{' '}
        {formatCount(result.duplicates.length, 'visit')} skipped,{' '}
        {formatCount(result.errors.length, 'bad line')}.
      </Typography>
      {result.errors.length > 0 ? (
        <Alert severity="error" role="alert">
          <Typography component="p" variant="body2" gutterBottom>
            Nothing can be imported until these lines are corrected:
          </Typography>
          <ul aria-label="Bad lines" style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <Table size="small" aria-label="Import preview">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Dates</TableCell>
              <TableCell>Country</TableCell>
              <TableCell>Notes</TableCell>
              <TableCell>Outcome</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ visit, outcome, why }) => (
              <TableRow key={visit.line}>
                <TableCell>{visit.line}</TableCell>
                <TableCell>{dates(visit)}</TableCell>
                <TableCell>{visit.country ?? 'Not specified'}</TableCell>
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
