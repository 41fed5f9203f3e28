import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { useExportMyDataMutation } from '../api/profile-api';

/** GET /api/user/export, saved as a JSON file (the privacy page's right to export). */
export function DownloadDataButton() {
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
      toast({ title: 'Data downloaded', description: 'Your data has been saved as a JSON file.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: errorMessageOf(error, 'An error occurred. Please try again.'),
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
      {isLoading ? 'Preparing download...' : 'Download my data'}
    </Button>
  );
}
