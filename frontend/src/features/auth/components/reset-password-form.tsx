import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api';
import { useResetPasswordMutation } from '../api/auth-api';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/reset-password.schema';

/** SPEC §9: after success the page goes to login by itself after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;
export const RESET_SUCCESS_MESSAGE =
  'Password has been reset successfully! You can now log in with your new password.';

const INITIAL_VALUES: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

export function ResetPasswordForm({ token }: { token: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [isDone, setIsDone] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const goToLogin = () => void navigate(paths.auth.getHref(), { replace: true });

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(
      () => void navigate(paths.auth.getHref(), { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const submit = async (values: ResetPasswordValues) => {
    setErrorText(null);
    try {
      await resetPassword({ token, newPassword: values.newPassword }).unwrap();
      setIsDone(true);
    } catch (error) {
      setErrorText(errorMessageOf(error, 'An error occurred. Please try again.'));
    }
  };

  return (
    <>
      <Typography component="h1" variant="h2" gutterBottom>
        Reset your password
      </Typography>
      {isDone ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {RESET_SUCCESS_MESSAGE}
          </Alert>
          <Typography color="text.secondary">Taking you to the login page…</Typography>
          <Button variant="contained" onClick={goToLogin}>
            Go to Login
          </Button>
        </Stack>
      ) : (
        <Formik
          initialValues={INITIAL_VALUES}
          validationSchema={resetPasswordSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Reset password">
              <Stack spacing={2}>
                <Typography color="text.secondary">
                  Choose a new password for your account.
                </Typography>
                <FormikTextField
                  name="newPassword"
                  label="New Password"
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <FormikTextField
                  name="confirmPassword"
                  label="Confirm New Password"
                  type="password"
                  autoComplete="new-password"
                  required
                />
                {errorText ? <Alert severity="error">{errorText}</Alert> : null}
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                  {isSubmitting ? 'Resetting...' : 'Reset Password'}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </>
  );
}
