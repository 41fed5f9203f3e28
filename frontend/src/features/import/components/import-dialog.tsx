import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { type ChangeEvent, useState } from 'react';

import type { ImportResultDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { formatCount } from '../../../lib/plural';
import { useImportEntriesMutation } from '../api/import-api';
import { ImportPreview } from './import-preview';

const PREVIEW_FAILED = 'Could not read the file. Please try again.';
const IMPORT_FAILED = 'Nothing was imported. Please try again.';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Visits from a CSV file (issue #22, "Never retyped"): paste the text or choose a file (the CSV
 * export, or a simple one with Entry date, Exit date, Country, Notes), see the server's preview
 * of what would be added, what is a duplicate or an overlap and why, and which lines are bad, then
 * confirm: every visit is added, or none.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResultDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useImportEntriesMutation();
  const { toast } = useToast();

  const changeText = (text: string) => {
    setCsv(text);
    setPreview(null);
    setFailure(null);
  };
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) changeText(await file.text());
  };
  const close = () => {
    changeText('');
    onClose();
  };
  const showPreview = async () => {
    setFailure(null);
    try {
      setPreview(await send({ csv, dry_run: true }).unwrap());
    } catch (error) {
      setFailure(errorMessageOf(error, PREVIEW_FAILED));
    }
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const result = await send({ csv, dry_run: false }).unwrap();
      toast({
        title: 'Visits imported',
        description: `Added ${formatCount(result.added.length, 'visit')}.`,
      });
      close();
    } catch (error) {
      setFailure(errorMessageOf(error, IMPORT_FAILED));
    }
  };
  const canImport = preview !== null && preview.errors.length === 0 && preview.added.length > 0;

  return (
    <Dialog open={open} onClose={close} aria-labelledby="import-title" maxWidth="md" fullWidth>
      <DialogTitle id="import-title">Import visits</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Paste a CSV file or choose one: the CSV export of your travel history, or a file with
            the columns Entry date, Exit date, Country and Notes (dates as YYYY-MM-DD; an empty exit
            date is an ongoing visit). You will see what would be added before anything is saved.
          </DialogContentText>
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Choose a CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="CSV file"
              onChange={(event) => void chooseFile(event)}
            />
          </Button>
          <TextField
            label="CSV text"
            multiline
            minRows={4}
            maxRows={12}
            value={csv}
            onChange={(event) => changeText(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {preview ? <ImportPreview result={preview} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          onClick={() => void showPreview()}
          disabled={csv.trim() === '' || isLoading}
          aria-busy={isLoading && preview === null}
        >
          Preview
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!canImport || isLoading}
          startIcon={
            isLoading && preview !== null ? <CircularProgress size={16} aria-hidden /> : null
          }
        >
          {preview && canImport ? `Import ${formatCount(preview.added.length, 'visit')}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
