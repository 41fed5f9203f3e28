import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AdminUserListItemDto, TravelEntryDto, UserDetailsDto } from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';

import { useLanguage } from '../../../lib/i18n/language-provider';

import { formatMoment } from '../admin-format';
import { useGetUserDetailsQuery } from '../api/admin-api';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { UserEntriesTable } from './user-entries-table';

interface UserDetailsDialogProps {
  /** The user whose entries are viewed (SPEC §4); null when the dialog is closed. */
  user: AdminUserListItemDto | null;
  onClose: () => void;
}

function UserInformation({ details }: { details: UserDetailsDto }) {
  const intl = useIntl();
  const language = useLanguage();
  const { user } = details;
  const rows: ReadonlyArray<readonly [WebMessageId, string]> = [
    ['admin.details.username', user.username],
    ['admin.details.email', user.email],
    ...(user.first_name ? [['admin.details.firstName', user.first_name] as const] : []),
    ...(user.last_name ? [['admin.details.lastName', user.last_name] as const] : []),
    ['admin.details.created', formatMoment(user.created_at, language)],
    ['admin.details.totalEntries', intl.formatNumber(details.entries.length)],
  ];
  return (
    <Card
      component="section"
      aria-labelledby="user-information-title"
      variant="outlined"
      sx={{ mb: 2 }}
    >
      <CardContent>
        <Typography id="user-information-title" component="h3" variant="h6" gutterBottom>
          <FormattedMessage id="admin.details.information" />
        </Typography>
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: '4px 16px',
            margin: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>
                <FormattedMessage id={label} />
              </dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §2 User Details: the user's information and complete travel history, each record
 * deletable. The details are fetched only while a user is chosen.
 */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const query = useGetUserDetailsQuery(user ? user.id : skipToken);
  const [pendingEntry, setPendingEntry] = useState<TravelEntryDto | null>(null);
  const details = user ? query.currentData : undefined;

  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      aria-labelledby="user-details-title"
      aria-describedby="user-details-subtitle"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="user-details-title">
        <FormattedMessage id="admin.details.title" />
      </DialogTitle>
      <DialogContent>
        <Typography id="user-details-subtitle" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage
            id="admin.details.subtitle"
            values={{ username: user?.username ?? '' }}
          />
        </Typography>
        {query.isError && !details ? (
          <Alert severity="error">
            <FormattedMessage id="admin.details.failed" />
          </Alert>
        ) : !details ? (
          <Typography role="status">
            <FormattedMessage id="admin.loadingShort" />
          </Typography>
        ) : (
          <>
            <UserInformation details={details} />
            <Card component="section" aria-labelledby="travel-history-title" variant="outlined">
              <CardContent>
                <Typography id="travel-history-title" component="h3" variant="h6">
                  <FormattedMessage id="admin.details.history" />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  <FormattedMessage id="admin.details.historyText" />
                </Typography>
                <UserEntriesTable entries={details.entries} onDelete={setPendingEntry} />
              </CardContent>
            </Card>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="admin.details.close" />
        </Button>
      </DialogActions>
      {user ? (
        <DeleteEntryDialog
          entry={pendingEntry}
          userId={user.id}
          onDone={() => setPendingEntry(null)}
        />
      ) : null}
    </Dialog>
  );
}
