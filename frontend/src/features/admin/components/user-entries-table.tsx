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
import { FormattedMessage, useIntl } from 'react-intl';

import type { TravelEntryDto } from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';

import { useLanguage } from '../../../lib/i18n/language-provider';

import { formatCountry, formatDay, formatMoment } from '../admin-format';

interface UserEntriesTableProps {
  entries: TravelEntryDto[];
  onDelete: (entry: TravelEntryDto) => void;
}

const COLUMNS: readonly WebMessageId[] = [
  'admin.entry.type',
  'admin.entry.date',
  'admin.entry.country',
  'admin.entry.notes',
  'admin.entry.created',
  'admin.entry.actions',
];

/** SPEC §2: the user's records in a scrolling table (24rem, Tailwind's h-96), or its empty state. */
export function UserEntriesTable({ entries, onDelete }: UserEntriesTableProps) {
  const intl = useIntl();
  const language = useLanguage();
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="admin.entries.empty" />
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ height: '24rem', overflowY: 'auto' }}>
      <Table
        stickyHeader
        size="small"
        aria-label={intl.formatMessage({ id: 'admin.entries.label' })}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>
                <FormattedMessage id={column} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const isEntry = entry.entry_type === 'entry';
            const date = formatDay(entry.entry_date, language);
            return (
              <TableRow key={entry.id}>
                <TableCell>
                  <Chip
                    size="small"
                    label={intl.formatMessage({
                      id: isEntry ? 'admin.entry.entry' : 'admin.entry.exit',
                    })}
                    color={isEntry ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell>{date}</TableCell>
                <TableCell>
                  {entry.country ? formatCountry(entry.country, language) : '-'}
                </TableCell>
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
                <TableCell>{formatMoment(entry.created_at, language)}</TableCell>
                <TableCell>
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: isEntry ? 'admin.entry.deleteEntryOf' : 'admin.entry.deleteExitOf' },
                      { date },
                    )}
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
