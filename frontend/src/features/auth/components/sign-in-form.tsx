import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { MfaEnrolmentDto, MfaSignInDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { useProductConfig } from '../../../lib/product-config';
import { useSessionActions } from '../../../lib/session';
import { isMfaRequired, useLoginMutation } from '../api/auth-api';
import { signInSchema, type SignInValues } from '../schemas/sign-in.schema';
import { MfaStep } from './mfa-step';

interface SignInFormProps {
  /** Wrong details: the page opens the Sign In Issue dialog (SPEC §8). */
  onSignInRejected: () => void;
  onForgotUsername: () => void;
  onForgotPassword: () => void;
}

const INITIAL_VALUES: SignInValues = { username: '', password: '' };

/** Statuses that mean "those details were not accepted" rather than "something broke". */
const REJECTED_STATUSES = new Set<unknown>([400, 401, 403, 404]);

export function SignInForm({
  onSignInRejected,
  onForgotUsername,
  onForgotPassword,
}: SignInFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => signInSchema(intl), [intl]);
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const { productName } = useProductConfig();
  const { setUser } = useSessionActions();
  /** An administrator's second step: null while on the password, else its enrolment (if any). */
  const [mfa, setMfa] = useState<{ enrolment: MfaEnrolmentDto | null } | null>(null);

  const welcome = () =>
    toast({
      title: intl.formatMessage({ id: 'auth.signIn.welcomeTitle' }),
      description: intl.formatMessage({ id: 'auth.signIn.welcomeText' }, { productName }),
    });

  if (mfa) {
    return (
      <MfaStep
        enrolment={mfa.enrolment}
        onSignedIn={(answer: MfaSignInDto) => {
          setUser(answer.user);
          welcome();
        }}
        onRestart={() => setMfa(null)}
      />
    );
  }

  const submit = async (values: SignInValues) => {
    try {
      const answer = await login({
        username: values.username.trim(),
        password: values.password,
      }).unwrap();
      if (isMfaRequired(answer)) {
        setMfa({ enrolment: answer.enrolment });
        return;
      }
      welcome();
    } catch (error) {
      if (isApiError(error) && REJECTED_STATUSES.has(error.status)) {
        onSignInRejected();
        return;
      }
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.signIn.failed' }),
        description: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
      });
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'auth.signIn.label' })}>
          <Stack spacing={2}>
            <FormikTextField
              name="username"
              label={intl.formatMessage({ id: 'auth.signIn.username' })}
              autoComplete="username"
              required
            />
            <FormikTextField
              name="password"
              label={intl.formatMessage({ id: 'auth.field.password' })}
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              <FormattedMessage
                id={isSubmitting ? 'auth.signIn.submitting' : 'auth.signIn.submit'}
              />
            </Button>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Button variant="text" size="small" onClick={onForgotUsername}>
                <FormattedMessage id="auth.signIn.forgotUsername" />
              </Button>
              <Button variant="text" size="small" onClick={onForgotPassword}>
                <FormattedMessage id="auth.signIn.forgotPassword" />
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
