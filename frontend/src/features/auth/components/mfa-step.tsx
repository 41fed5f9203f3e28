import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';

import type {
  MFA_CODE_FORMAT_MESSAGE as SERVER_MFA_CODE_FORMAT_MESSAGE,
  MfaEnrolmentDto,
  MfaSignInDto,
} from '@app/contracts';

import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { useLoginMfaMutation } from '../api/auth-api';

/** A 6-digit code, or a recovery code 'xxxxx-xxxxx' (the server's MFA_CODE_FORMAT). */
const CODE_FORMAT = /^(?:\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/;
/** The server's words (typed as its constant: the SPA imports contracts as types only). */
export const MFA_CODE_FORMAT_MESSAGE: typeof SERVER_MFA_CODE_FORMAT_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-fghij.';

const codeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required('Enter the code from your authenticator app')
    .matches(CODE_FORMAT, MFA_CODE_FORMAT_MESSAGE),
});

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
  const [loginMfa] = useLoginMfaMutation();
  const [errorText, setErrorText] = useState<string | null>(null);
  const [hasExpired, setHasExpired] = useState(false);
  const [enrolled, setEnrolled] = useState<MfaSignInDto | null>(null);

  if (enrolled?.recovery_codes) {
    return (
      <Stack spacing={2} component="section" aria-labelledby="recovery-codes-heading">
        <Typography id="recovery-codes-heading" component="h2" variant="h4">
          Save your recovery codes
        </Typography>
        <Typography>
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not
          shown again.
        </Typography>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3 }}
        >
          {enrolled.recovery_codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => onSignedIn(enrolled)}>
          I have saved my recovery codes
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
      setErrorText(errorMessageOf(error, 'An error occurred. Please try again.'));
    }
  };

  return (
    <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Two-step sign-in">
          <Stack spacing={2}>
            {enrolment ? (
              <>
                <Typography component="h2" variant="h4">
                  Set up two-step sign-in
                </Typography>
                <Typography>
                  Administrators sign in with a code from an authenticator app. Scan this QR code
                  with the app, then enter the 6-digit code it shows.
                </Typography>
                <Box
                  component="img"
                  src={enrolment.qr_code}
                  alt="QR code for your authenticator app"
                  sx={{ width: 200, height: 200, alignSelf: 'center' }}
                />
                <Typography variant="body2">
                  Can’t scan it? Enter this key:{' '}
                  <Box component="code" data-testid="mfa-secret" sx={{ wordBreak: 'break-all' }}>
                    {enrolment.secret}
                  </Box>
                </Typography>
              </>
            ) : (
              <>
                <Typography component="h2" variant="h4">
                  Two-step sign-in
                </Typography>
                <Typography>
                  Enter the 6-digit code from your authenticator app, or one of your recovery codes.
                </Typography>
              </>
            )}
            <FormikTextField
              name="code"
              id="mfa-code"
              label="Authentication code"
              autoComplete="one-time-code"
              required
              autoFocus
            />
            {errorText ? <Alert severity="error">{errorText}</Alert> : null}
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Checking...' : 'Verify'}
            </Button>
            <Button variant="text" onClick={onRestart}>
              {hasExpired ? 'Sign in again' : 'Back'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
