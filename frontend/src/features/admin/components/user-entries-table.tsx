import Delete from '@mui/icons-material/Delete';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { TravelEntryDto } from '@app/contracts';

import { formatDay, formatMoment } from '../admin-format';

interface UserEntriesTableProps {
  entries: TravelEntryDto[];
  onDelete: (entry: TravelEntryDto) => void;
}

/** SPEC §2: the user's records in a scrolling table (24rem, Tailwind's h-96), or its empty state. */
export function UserEntriesTable({ entries, onDelete }: UserEntriesTableProps) {
  if (entries.length === 0) {
    return <Typography color="text.secondary">No travel entries found for this user.</Typography>;
  }
  return (
    <TableContainer sx={{ height: '24rem', overflowY: 'auto' }}>
      <Table stickyHeader size="small" aria-label="Travel entries">
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Country</TableCell>
            <TableCell>Notes</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const type = entry.entry_type === 'entry' ? 'Entry' : 'Exit';
            const date = formatDay(entry.entry_date);
            return (
              <TableRow key={entry.id}>
                <TableCell>
                  <Chip
                    size="small"
                    label={type}
                    color={entry.entry_type === 'entry' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell>{date}</TableCell>
                <TableCell>{entry.country || '-'}</TableCell>
                <TableCell
                  title={entry.notes ?? undefined}
                  sx={{
                    maxWidth: '12rem',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {entry.notes || '-'}
                </TableCell>
                <TableCell>{formatMoment(entry.created_at)}</TableCell>
                <TableCell>
                  <IconButton
                    aria-label={`Delete ${type.toLowerCase()} of ${date}`}
                    color="error"
                    size="small"
                    onClick={() => onDelete(entry)}
                  >
                    <Delete aria-hidden fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
