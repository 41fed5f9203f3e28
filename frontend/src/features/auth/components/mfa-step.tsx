import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';

import type {
  MFA_CODE_FORMAT_MESSAGE as SERVER_MFA_CODE_FORMAT_MESSAGE,
  MfaEnrolmentDto,
  MfaSignInDto,
} from '@app/contracts';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { useLoginMfaMutation } from '../api/auth-api';
import type { SchemaIntl } from '../schemas/schema-intl';

/** A 6-digit code, or a recovery code 'xxxxx-xxxxx' (the server's MFA_CODE_FORMAT). */
const CODE_FORMAT = /^(?:\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/;
/**
 * The server's words (typed as its constant: the SPA imports contracts as types only): the English
 * catalogue's `auth.mfa.codeFormat`, which the form shows (mfa-step.test.tsx checks they agree).
 */
export const MFA_CODE_FORMAT_MESSAGE: typeof SERVER_MFA_CODE_FORMAT_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-fghij.';

function codeSchema(intl: SchemaIntl) {
  return yup.object({
    code: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'auth.mfa.codeRequired' }))
      .matches(CODE_FORMAT, intl.formatMessage({ id: 'auth.mfa.codeFormat' })),
  });
}

interface MfaStepProps {
  /** Set at the first sign-in: what the authenticator app needs. */
  enrolment: MfaEnrolmentDto | null;
  /** The second step passed (and any recovery codes were acknowledged). */
  onSignedIn: (answer: MfaSignInDto) => void;
  /** Back to the password (the challenge expired, or the admin chose to). */
  onRestart: () => void;
}

/**
 * The second step of an administrator's sign-in (beyond SPEC; ASVS 5.0 V6.3.3): at the first
 * sign-in a QR code to scan (and its key to type), then the 6-digit code; right after enrolment
 * the ten recovery codes, shown once, before the dashboard opens.
 */
export function MfaStep({ enrolment, onSignedIn, onRestart }: MfaStepProps) {
  const intl = useIntl();
  const schema = useMemo(() => codeSchema(intl), [intl]);
  const [loginMfa] = useLoginMfaMutation();
  const [errorText, setErrorText] = useState<string | null>(null);
  const [hasExpired, setHasExpired] = useState(false);
  const [enrolled, setEnrolled] = useState<MfaSignInDto | null>(null);

  if (enrolled?.recovery_codes) {
    return (
      <Stack spacing={2} component="section" aria-labelledby="recovery-codes-heading">
        <Typography id="recovery-codes-heading" component="h2" variant="h4">
          <FormattedMessage id="auth.mfa.recoveryHeading" />
        </Typography>
        <Typography>
          <FormattedMessage id="auth.mfa.recoveryText" />
        </Typography>
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'auth.mfa.recoveryCodes' })}
          sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3 }}
        >
          {enrolled.recovery_codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => onSignedIn(enrolled)}>
          <FormattedMessage id="auth.mfa.recoverySaved" />
        </Button>
      </Stack>
    );
  }

  const submit = async ({ code }: { code: string }) => {
    setErrorText(null);
    try {
      const answer = await loginMfa({ code: code.trim() }).unwrap();
      if (answer.recovery_codes) setEnrolled(answer);
      else onSignedIn(answer);
    } catch (error) {
      setHasExpired(isApiError(error) && error.body?.code === 'AUTH_MFA_EXPIRED');
      setErrorText(errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })));
    }
  };

  return (
    <Formik initialValues={{ code: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'auth.mfa.label' })}>
          <Stack spacing={2}>
            {enrolment ? (
              <>
                <Typography component="h2" variant="h4">
                  <FormattedMessage id="auth.mfa.setUpHeading" />
                </Typography>
                <Typography>
                  <FormattedMessage id="auth.mfa.setUpText" />
                </Typography>
                <Box
                  component="img"
                  src={enrolment.qr_code}
                  alt={intl.formatMessage({ id: 'auth.mfa.qrCode' })}
                  sx={{ width: 200, height: 200, alignSelf: 'center' }}
                />
                <Typography variant="body2">
                  <FormattedMessage id="auth.mfa.manualKey" />{' '}
                  <Box component="code" data-testid="mfa-secret" sx={{ wordBreak: 'break-all' }}>
                    {enrolment.secret}
                  </Box>
                </Typography>
              </>
            ) : (
              <>
                <Typography component="h2" variant="h4">
                  <FormattedMessage id="auth.mfa.label" />
                </Typography>
                <Typography>
                  <FormattedMessage id="auth.mfa.text" />
                </Typography>
              </>
            )}
            <FormikTextField
              name="code"
              id="mfa-code"
              label={intl.formatMessage({ id: 'auth.mfa.code' })}
              autoComplete="one-time-code"
              required
              autoFocus
            />
            {errorText ? <Alert severity="error">{errorText}</Alert> : null}
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              <FormattedMessage id={isSubmitting ? 'auth.mfa.checking' : 'auth.mfa.verify'} />
            </Button>
            <Button variant="text" onClick={onRestart}>
              <FormattedMessage id={hasExpired ? 'auth.mfa.signInAgain' : 'auth.mfa.back'} />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
