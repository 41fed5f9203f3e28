import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useForgotPasswordMutation, useForgotUsernameMutation } from '../api/auth-api';
import { emailRequestSchema, type EmailRequestValues } from '../schemas/email-request.schema';

export type EmailRequestKind = 'username' | 'password';

/** The messages of each overlay (catalogue `auth`). */
const COPY = {
  username: {
    title: 'signInHelp.forgotUsername.title',
    text: 'signInHelp.forgotUsername.text',
    submit: 'signInHelp.forgotUsername.submit',
    success: 'signInHelp.forgotUsername.success',
  },
  password: {
    title: 'signInHelp.forgotPassword.title',
    text: 'signInHelp.forgotPassword.text',
    submit: 'signInHelp.forgotPassword.submit',
    success: 'signInHelp.forgotPassword.success',
  },
} as const satisfies Record<EmailRequestKind, Record<string, WebMessageId>>;

interface EmailRequestDialogProps {
  kind: EmailRequestKind;
  open: boolean;
  onClose: () => void;
}

/**
 * The forgot-username and forgot-password overlays (SPEC §2, §7, §8). After a successful request
 * the send button stays disabled until the overlay is opened again: one request, one e-mail.
 */
export function EmailRequestDialog({ kind, open, onClose }: EmailRequestDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => emailRequestSchema(intl), [intl]);
  const [forgotUsername] = useForgotUsernameMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = COPY[kind];
  const titleId = `forgot-${kind}-title`;

  const submit = async ({ email }: EmailRequestValues) => {
    setOutcome(null);
    const request = kind === 'username' ? forgotUsername : forgotPassword;
    try {
      await request({ email: email.trim() }).unwrap();
      setOutcome({ ok: true, text: intl.formatMessage({ id: copy.success }) });
    } catch (error) {
      setOutcome({
        ok: false,
        text: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setOutcome(null) } }}
    >
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={titleId}>
            <DialogTitle id={titleId}>
              <FormattedMessage id={copy.title} />
            </DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                <FormattedMessage id={copy.text} />
              </DialogContentText>
              <FormikTextField
                name="email"
                label={intl.formatMessage({ id: 'auth.field.email' })}
                type="email"
                autoComplete="email"
                required
                autoFocus
                id={`forgot-${kind}-email`}
              />
              {outcome ? (
                <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
                  {outcome.text}
                </Alert>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>
                <FormattedMessage
                  id={outcome?.ok ? 'signInHelp.dialog.close' : 'signInHelp.dialog.cancel'}
                />
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || outcome?.ok === true}
              >
                <FormattedMessage id={isSubmitting ? 'signInHelp.dialog.sending' : copy.submit} />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
