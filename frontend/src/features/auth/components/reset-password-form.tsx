import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api';
import { useResetPasswordMutation } from '../api/auth-api';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/reset-password.schema';

/** SPEC §9: after success the page goes to login by itself after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;

const INITIAL_VALUES: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

export function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const schema = useMemo(() => resetPasswordSchema(intl), [intl]);
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
      setErrorText(errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })));
    }
  };

  return (
    <>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="auth.reset.heading" />
      </Typography>
      {isDone ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            <FormattedMessage id="auth.reset.success" />
          </Alert>
          <Typography color="text.secondary">
            <FormattedMessage id="auth.reset.redirecting" />
          </Typography>
          <Button variant="contained" onClick={goToLogin}>
            <FormattedMessage id="auth.reset.goToLogin" />
          </Button>
        </Stack>
      ) : (
        <Formik initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={intl.formatMessage({ id: 'auth.reset.title' })}>
              <Stack spacing={2}>
                <Typography color="text.secondary">
                  <FormattedMessage id="auth.reset.intro" />
                </Typography>
                <FormikTextField
                  name="newPassword"
                  label={intl.formatMessage({ id: 'auth.reset.newPassword' })}
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <FormikTextField
                  name="confirmPassword"
                  label={intl.formatMessage({ id: 'auth.reset.confirmPassword' })}
                  type="password"
                  autoComplete="new-password"
                  required
                />
                {errorText ? <Alert severity="error">{errorText}</Alert> : null}
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                  <FormattedMessage
                    id={isSubmitting ? 'auth.reset.submitting' : 'auth.reset.submit'}
                  />
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </>
  );
}
