import CleaningServices from '@mui/icons-material/CleaningServices';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import Button from '@mui/material/Button';

import { useToast } from '../../../components/feedback/toast';
import { formatCount } from '../../../lib/plural';
import { failureMessageOf } from '../admin-format';
import { useCleanupAllEntriesMutation } from '../api/admin-api';
import { useUsersCsv } from '../hooks/use-users-csv';

interface AdminActionsProps {
  selectedCount: number;
  onSendEmail: () => void;
}

/** SPEC §2's buttons: 'Download CSV', 'Cleanup Orphaned' ('Cleaning...'), 'Send Email (n)'. */
export function AdminActions({ selectedCount, onSendEmail }: AdminActionsProps) {
  const { toast } = useToast();
  const { download, isDownloading } = useUsersCsv();
  const [cleanup, { isLoading: isCleaning }] = useCleanupAllEntriesMutation();

  const runCleanup = async () => {
    try {
      const { totalDeleted, usersAffected } = await cleanup().unwrap();
      toast({
        title: 'Cleanup completed',
        description: `Removed ${formatCount(totalDeleted, 'orphaned entry')} across ${formatCount(usersAffected, 'user')}.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Cleanup failed',
        description: failureMessageOf(error),
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
        Download CSV
      </Button>
      <Button
        variant="outlined"
        startIcon={<CleaningServices aria-hidden />}
        onClick={() => void runCleanup()}
        disabled={isCleaning}
      >
        {isCleaning ? 'Cleaning...' : 'Cleanup Orphaned'}
      </Button>
      <Button
        variant="contained"
        startIcon={<Email aria-hidden />}
        onClick={onSendEmail}
        disabled={selectedCount === 0}
      >
        {`Send Email (${selectedCount})`}
      </Button>
    </>
  );
}
