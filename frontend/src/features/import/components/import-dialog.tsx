import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { ImportResultDto } from '@app/contracts';

import { FailureAlert } from '../../../components/feedback/failure-alert';
import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { useTravellerId } from '../../../lib/travel/traveller-param';
import { useImportEntriesMutation } from '../api/import-api';
import { ImportPreview } from './import-preview';

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
  const intl = useIntl();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResultDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useImportEntriesMutation();
  // The visits go to the traveller the dashboard shows.
  const travellerId = useTravellerId();
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
      setPreview(await send({ csv, dry_run: true, traveller_id: travellerId }).unwrap());
    } catch (error) {
      setFailure(
        errorMessageOf(error, intl.formatMessage({ id: 'transfer.import.previewFailed' })),
      );
    }
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const result = await send({ csv, dry_run: false, traveller_id: travellerId }).unwrap();
      toast({
        title: intl.formatMessage({ id: 'transfer.import.done' }),
        description: intl.formatMessage(
          { id: 'transfer.import.doneDetail' },
          { count: result.added.length },
        ),
      });
      close();
    } catch (error) {
      setFailure(errorMessageOf(error, intl.formatMessage({ id: 'transfer.import.importFailed' })));
    }
  };
  const canImport = preview !== null && preview.errors.length === 0 && preview.added.length > 0;

  return (
    <Dialog open={open} onClose={close} aria-labelledby="import-title" maxWidth="md" fullWidth>
      <DialogTitle id="import-title">
        <FormattedMessage id="transfer.import.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage id="transfer.import.intro" />
          </DialogContentText>
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="transfer.import.chooseFile" />
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={intl.formatMessage({ id: 'transfer.import.fileLabel' })}
              onChange={(event) => void chooseFile(event)}
            />
          </Button>
          <TextField
            label={intl.formatMessage({ id: 'transfer.import.textLabel' })}
            multiline
            minRows={4}
            maxRows={12}
            value={csv}
            onChange={(event) => changeText(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <FailureAlert failure={failure} />
          {preview ? <ImportPreview result={preview} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>
          <FormattedMessage id="transfer.import.cancel" />
        </Button>
        <Button
          onClick={() => void showPreview()}
          disabled={csv.trim() === '' || isLoading}
          aria-busy={isLoading && preview === null}
        >
          <FormattedMessage id="transfer.import.preview" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!canImport || isLoading}
          startIcon={
            isLoading && preview !== null ? <CircularProgress size={16} aria-hidden /> : null
          }
        >
          {preview && canImport ? (
            <FormattedMessage
              id="transfer.import.confirm"
              values={{ count: preview.added.length }}
            />
          ) : (
            <FormattedMessage id="transfer.import.button" />
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
