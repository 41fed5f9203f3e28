import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useState } from 'react';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useForgotPasswordMutation, useForgotUsernameMutation } from '../api/auth-api';
import { emailRequestSchema, type EmailRequestValues } from '../schemas/email-request.schema';

export type EmailRequestKind = 'username' | 'password';

const COPY: Record<
  EmailRequestKind,
  { title: string; text: string; submit: string; success: string }
> = {
  username: {
    title: 'Forgot Username',
    text: 'Enter the email address of your account and we will send you your username.',
    submit: 'Send Username',
    success: 'If an account with this email exists, the username has been sent.',
  },
  password: {
    title: 'Forgot Password',
    text: 'Enter the email address of your account and we will send you a link to reset your password.',
    submit: 'Send Reset Link',
    success: 'If an account with this email exists, a password reset link has been sent.',
  },
};

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
      setOutcome({ ok: true, text: copy.success });
    } catch (error) {
      setOutcome({
        ok: false,
        text: errorMessageOf(error, 'An error occurred. Please try again.'),
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
      <Formik initialValues={{ email: '' }} validationSchema={emailRequestSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{copy.title}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{copy.text}</DialogContentText>
              <FormikTextField
                name="email"
                label="Email"
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
              <Button onClick={onClose}>{outcome?.ok ? 'Close' : 'Cancel'}</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || outcome?.ok === true}
              >
                {isSubmitting ? 'Sending...' : copy.submit}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
