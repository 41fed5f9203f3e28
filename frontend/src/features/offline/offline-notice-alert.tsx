import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useContext } from 'react';
import { IntlContext, IntlProvider, useIntl } from 'react-intl';

import { offlineMessages } from '../../lib/offline';

function NoticeText({ syncedAt }: { syncedAt: string }) {
  const intl = useIntl();
  const when = intl.formatDate(syncedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }} data-testid="offline-notice">
      <AlertTitle>{intl.formatMessage(offlineMessages.noticeTitle, { syncedAt: when })}</AlertTitle>
      {intl.formatMessage(offlineMessages.noticeBody)}{' '}
      {intl.formatMessage(offlineMessages.writesRefused)}
    </Alert>
  );
}

/**
 * The notice over the offline copy (issue #22; docs/adr/0021: data that is not live is never shown
 * as live): offline, the time of the last sync, and that changes cannot be saved. Inside the
 * app's IntlProvider when there is one; else English under a provider of its own.
 */
export function OfflineNoticeAlert({ syncedAt }: { syncedAt: string }) {
  const outer = useContext(IntlContext);
  if (outer) return <NoticeText syncedAt={syncedAt} />;
  return (
    <IntlProvider locale="en-GB" defaultLocale="en-GB">
      <NoticeText syncedAt={syncedAt} />
    </IntlProvider>
  );
}
