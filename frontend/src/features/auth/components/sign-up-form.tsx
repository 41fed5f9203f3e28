import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';
import { useProductConfig } from '../../../lib/product-config';
import { useRegisterMutation } from '../api/auth-api';
import { signUpSchema, type SignUpValues } from '../schemas/sign-up.schema';

const INITIAL_VALUES: SignUpValues = { username: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm() {
  const intl = useIntl();
  const schema = useMemo(() => signUpSchema(intl), [intl]);
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const { productName } = useProductConfig();

  const submit = async ({ confirmPassword: _confirm, ...values }: SignUpValues) => {
    try {
      await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      toast({
        title: intl.formatMessage({ id: 'auth.signUp.createdTitle' }),
        description: intl.formatMessage({ id: 'auth.signUp.createdText' }, { productName }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.signUp.failed' }),
        description: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
      });
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'auth.signUp.label' })}>
          <Stack spacing={2}>
            <FormikTextField
              name="username"
              label={intl.formatMessage({ id: 'auth.field.username' })}
              autoComplete="username"
              required
            />
            <FormikTextField
              name="email"
              label={intl.formatMessage({ id: 'auth.field.email' })}
              type="email"
              autoComplete="email"
              required
            />
            <FormikTextField
              name="password"
              label={intl.formatMessage({ id: 'auth.field.password' })}
              type="password"
              autoComplete="new-password"
              helperText={intl.formatMessage(
                { id: 'auth.signUp.passwordHint' },
                { min: PASSWORD_MIN_LENGTH },
              )}
              required
            />
            <FormikTextField
              name="confirmPassword"
              label={intl.formatMessage({ id: 'auth.signUp.confirmPassword' })}
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              <FormattedMessage
                id={isSubmitting ? 'auth.signUp.submitting' : 'auth.signUp.submit'}
              />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
