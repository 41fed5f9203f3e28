import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';

import type { TravelEntryDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { DangerActions } from '../../../components/feedback/danger-actions';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { failureMessageOf, formatCountry, formatDay } from '../admin-format';
import { useDeleteUserEntryMutation } from '../api/admin-api';

interface DeleteEntryDialogProps {
  /** The entry pending deletion (SPEC §4); null when the dialog is closed. */
  entry: TravelEntryDto | null;
  userId: string;
  onDone: () => void;
}

/**
 * SPEC §2 'Delete Travel Entry': shows the record and deletes it. Afterwards the user's entries
 * and the stats reload (the mutation invalidates both) and the pending entry clears, also on
 * failure (SPEC §4).
 */
export function DeleteEntryDialog({ entry, userId, onDone }: DeleteEntryDialogProps) {
  const [deleteEntry, { isLoading }] = useDeleteUserEntryMutation();
  const { toast } = useToast();
  const intl = useIntl();
  const language = useLanguage();

  const confirm = async () => {
    if (!entry) return;
    try {
      await deleteEntry({ userId, entryId: entry.id }).unwrap();
      toast({ title: intl.formatMessage({ id: 'admin.deleteEntry.done' }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.deleteEntry.failed' }),
        description: failureMessageOf(error, intl),
      });
    }
    onDone();
  };

  return (
    <Dialog
      open={entry !== null}
      onClose={() => (isLoading ? undefined : onDone())}
      aria-labelledby="delete-entry-title"
      aria-describedby="delete-entry-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-entry-title">
        <FormattedMessage id="admin.deleteEntry.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-entry-text" component="div">
          <FormattedMessage id="admin.deleteEntry.confirm" />
          {entry ? (
            <dl>
              <dt>
                <FormattedMessage id="admin.entry.type" />
              </dt>
              <dd>
                <FormattedMessage
                  id={entry.entry_type === 'entry' ? 'admin.entry.entry' : 'admin.entry.exit'}
                />
              </dd>
              <dt>
                <FormattedMessage id="admin.entry.date" />
              </dt>
              <dd>{formatDay(entry.entry_date, language)}</dd>
              <dt>
                <FormattedMessage id="admin.entry.country" />
              </dt>
              <dd>{entry.country ? formatCountry(entry.country, language) : '-'}</dd>
              <dt>
                <FormattedMessage id="admin.entry.notes" />
              </dt>
              <dd>{entry.notes || '-'}</dd>
            </dl>
          ) : null}
        </DialogContentText>
      </DialogContent>
      <DangerActions
        cancel={<FormattedMessage id="admin.cancel" />}
        confirm={
          <FormattedMessage id={isLoading ? 'admin.deleting' : 'admin.deleteEntry.button'} />
        }
        onCancel={onDone}
        onConfirm={() => void confirm()}
        busy={isLoading}
      />
    </Dialog>
  );
}
