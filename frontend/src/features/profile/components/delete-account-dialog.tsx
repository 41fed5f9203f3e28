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
import * as yup from 'yup';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useSessionActions } from '../../../lib/session';
import { useDeleteAccountMutation } from '../api/profile-api';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Deleting one's own account (SPEC §6): confirmed with the password; afterwards the user is
 * signed out, and the page guard sends them to /. Its texts in the page's language.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const schema = useMemo(
    () =>
      yup.object({
        password: yup
          .string()
          .required(intl.formatMessage({ id: 'profile.delete.passwordRequired' })),
      }),
    [intl],
  );
  const [deleteAccount] = useDeleteAccountMutation();
  const { clearSession } = useSessionActions();
  const { toast } = useToast();
  const [errorText, setErrorText] = useState<string | null>(null);

  const submit = async ({ password }: { password: string }) => {
    setErrorText(null);
    try {
      await deleteAccount({ password }).unwrap();
      clearSession();
      toast({
        title: intl.formatMessage({ id: 'profile.delete.done' }),
        description: intl.formatMessage({ id: 'profile.delete.doneDetail' }),
      });
    } catch (error) {
      setErrorText(errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setErrorText(null) } }}
    >
      <Formik initialValues={{ password: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="delete-account-title">
            <DialogTitle id="delete-account-title">
              <FormattedMessage id="profile.delete.title" />
            </DialogTitle>
            <DialogContent>
              <DialogContentText id="delete-account-text" component="div" sx={{ mb: 2 }}>
                <FormattedMessage id="profile.delete.removes" />
                <ul>
                  <li>
                    <FormattedMessage id="profile.delete.removesAccount" />
                  </li>
                  <li>
                    <FormattedMessage id="profile.delete.removesEntries" />
                  </li>
                  <li>
                    <FormattedMessage id="profile.delete.removesData" />
                  </li>
                </ul>
                <FormattedMessage id="profile.delete.irreversible" />
              </DialogContentText>
              <FormikTextField
                name="password"
                id="delete-account-password"
                label={intl.formatMessage({ id: 'profile.delete.password' })}
                type="password"
                autoComplete="current-password"
                required
                autoFocus
              />
              {errorText ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorText}
                </Alert>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                <FormattedMessage id="profile.delete.cancel" />
              </Button>
              <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                {intl.formatMessage({
                  id: isSubmitting ? 'profile.delete.deleting' : 'profile.delete.confirm',
                })}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
