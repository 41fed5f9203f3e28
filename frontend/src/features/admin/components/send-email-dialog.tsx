import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AdminUserListItemDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { emailResultText, failureMessageOf, visibleTextOf } from '../admin-format';
import { useSendAdminEmailMutation } from '../api/admin-api';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

export interface EmailDraft {
  subject: string;
  message: string;
}

interface SendEmailDialogProps {
  open: boolean;
  /** Every selected user id, loaded in the list or not. */
  userIds: readonly string[];
  /** The selected users the list has loaded: their e-mail and username are shown. */
  recipients: AdminUserListItemDto[];
  draft: EmailDraft;
  onDraftChange: (draft: EmailDraft) => void;
  /** Closes without sending; `clearDraft` on Cancel (SPEC §2). */
  onClose: (clearDraft: boolean) => void;
  /** After a successful send: close, clear the subject, message and selection (SPEC §4). */
  onSent: () => void;
}

/** SPEC §2 Send Email dialog, with SPEC §5's checks before anything is sent. */
export function SendEmailDialog(props: SendEmailDialogProps) {
  const { open, userIds, recipients, draft, onDraftChange } = props;
  const [sendEmail, { isLoading }] = useSendAdminEmailMutation();
  const { toast } = useToast();
  const intl = useIntl();
  const unlisted = userIds.length - recipients.length;
  // CKEditor's balloons (the Link form) take the focus outside the dialog: MUI's focus trap
  // (documented `disableEnforceFocus`) lets it go there only while the editor holds the focus.
  const [isEditorFocused, setIsEditorFocused] = useState(false);

  const send = async () => {
    if (userIds.length === 0) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.email.noUsers' }),
        description: intl.formatMessage({ id: 'admin.email.noUsersDetail' }),
      });
      return;
    }
    const subject = draft.subject.trim();
    if (!subject || !visibleTextOf(draft.message)) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.email.missing' }),
        description: intl.formatMessage({ id: 'admin.email.missingDetail' }),
      });
      return;
    }
    try {
      const result = await sendEmail({
        userIds: [...userIds],
        subject,
        message: draft.message,
      }).unwrap();
      toast({
        title: intl.formatMessage({ id: 'admin.email.sent' }),
        description: emailResultText(intl, result),
      });
      props.onSent();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.email.failed' }),
        description: failureMessageOf(error, intl),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => (isLoading ? undefined : props.onClose(false))}
      aria-labelledby="send-email-title"
      maxWidth="md"
      fullWidth
      disableEnforceFocus={isEditorFocused}
    >
      <DialogTitle id="send-email-title">
        <FormattedMessage id="admin.email.title" />
      </DialogTitle>
      <DialogContent>
        <TextField
          label={intl.formatMessage({ id: 'admin.email.subject' })}
          value={draft.subject}
          onChange={(event) => onDraftChange({ ...draft, subject: event.target.value })}
          fullWidth
          margin="normal"
          disabled={isLoading}
        />
        <Typography component="p" variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
          <FormattedMessage id="admin.email.message" />
        </Typography>
        <LazyRichTextEditor
          value={draft.message}
          onChange={(message) => onDraftChange({ ...draft, message })}
          disabled={isLoading}
          onFocusChange={setIsEditorFocused}
        />
        <Typography id="recipients-title" component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          <FormattedMessage id="admin.email.recipients" values={{ count: userIds.length }} />
        </Typography>
        <List
          dense
          aria-labelledby="recipients-title"
          sx={{ maxHeight: '10rem', overflowY: 'auto' }}
        >
          {recipients.map((user) => (
            <ListItem key={user.id} disableGutters>
              <ListItemText primary={user.email} secondary={user.username} />
            </ListItem>
          ))}
          {unlisted > 0 ? (
            <ListItem disableGutters>
              <ListItemText
                secondary={intl.formatMessage({ id: 'admin.email.unlisted' }, { count: unlisted })}
              />
            </ListItem>
          ) : null}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(true)} disabled={isLoading}>
          <FormattedMessage id="admin.cancel" />
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={isLoading}>
          <FormattedMessage id={isLoading ? 'admin.email.sending' : 'admin.email.title'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
