import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useSessionActions } from '../../../lib/session';
import { useDeleteAccountMutation } from '../api/profile-api';

const deleteAccountSchema = yup.object({
  password: yup.string().required('Enter your password to confirm'),
});

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Deleting one's own account (SPEC §6): confirmed with the password; afterwards the user is
 * signed out, and the page guard sends them to /.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
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
        title: 'Account deleted',
        description: 'Your account and all your data have been deleted.',
      });
    } catch (error) {
      setErrorText(errorMessageOf(error, 'An error occurred. Please try again.'));
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
      <Formik
        initialValues={{ password: '' }}
        validationSchema={deleteAccountSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="delete-account-title">
            <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
            <DialogContent>
              <DialogContentText id="delete-account-text" component="div" sx={{ mb: 2 }}>
                This permanently removes:
                <ul>
                  <li>your account and profile</li>
                  <li>all your travel entries</li>
                  <li>all associated data</li>
                </ul>
                This action cannot be undone.
              </DialogContentText>
              <FormikTextField
                name="password"
                id="delete-account-password"
                label="Password"
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
                Cancel
              </Button>
              <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                {isSubmitting ? 'Deleting...' : 'Delete Account'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
