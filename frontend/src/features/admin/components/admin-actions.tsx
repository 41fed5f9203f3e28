import CleaningServices from '@mui/icons-material/CleaningServices';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { failureMessageOf } from '../admin-format';
import { useCleanupAllEntriesMutation } from '../api/admin-api';
import { useUsersCsv } from '../hooks/use-users-csv';

interface AdminActionsProps {
  selectedCount: number;
  onSendEmail: () => void;
}

/** SPEC §2's buttons: 'Download CSV', 'Cleanup Orphaned' ('Cleaning...'), 'Send Email (n)'. */
export function AdminActions({ selectedCount, onSendEmail }: AdminActionsProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { download, isDownloading } = useUsersCsv();
  const [cleanup, { isLoading: isCleaning }] = useCleanupAllEntriesMutation();

  const runCleanup = async () => {
    try {
      const { totalDeleted, usersAffected } = await cleanup().unwrap();
      toast({
        title: intl.formatMessage({ id: 'admin.cleanup.done' }),
        description: intl.formatMessage(
          { id: 'admin.cleanup.doneDetail' },
          { entries: totalDeleted, users: usersAffected },
        ),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.cleanup.failed' }),
        description: failureMessageOf(error, intl),
      });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download aria-hidden />}
        onClick={() => void download()}
        disabled={isDownloading}
      >
        <FormattedMessage id="admin.actions.downloadCsv" />
      </Button>
      <Button
        variant="outlined"
        startIcon={<CleaningServices aria-hidden />}
        onClick={() => void runCleanup()}
        disabled={isCleaning}
      >
        <FormattedMessage id={isCleaning ? 'admin.actions.cleaning' : 'admin.actions.cleanup'} />
      </Button>
      <Button
        variant="contained"
        startIcon={<Email aria-hidden />}
        onClick={onSendEmail}
        disabled={selectedCount === 0}
      >
        <FormattedMessage id="admin.actions.sendEmail" values={{ count: selectedCount }} />
      </Button>
    </>
  );
}
