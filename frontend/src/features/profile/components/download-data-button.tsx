import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { useExportMyDataMutation } from '../api/profile-api';

/** GET /api/user/export, saved as a JSON file (the privacy page's right to export). */
export function DownloadDataButton() {
  const intl = useIntl();
  const [exportMyData, { isLoading }] = useExportMyDataMutation();
  const { toast } = useToast();

  const download = async () => {
    try {
      const { data, fileName } = await exportMyData().unwrap();
      saveFile(
        JSON.stringify(data, null, 2),
        fileName ?? `my-data-${todayIso()}.json`,
        'application/json',
      );
      toast({
        title: intl.formatMessage({ id: 'profile.download.done' }),
        description: intl.formatMessage({ id: 'profile.download.doneDetail' }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'profile.download.failed' }),
        description: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
      });
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<Download aria-hidden />}
      onClick={() => void download()}
      disabled={isLoading}
    >
      {intl.formatMessage({
        id: isLoading ? 'profile.download.preparing' : 'profile.download.button',
      })}
    </Button>
  );
}
