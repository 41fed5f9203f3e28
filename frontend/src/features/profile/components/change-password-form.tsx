import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useChangePasswordMutation } from '../api/profile-api';
import { fieldErrorsOf, serverText } from '../field-errors';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/change-password.schema';

const INITIAL_VALUES: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * "Change password" (beyond SPEC): the current password and a new one. On success the other
 * devices are signed out (the server's message says so) and the form empties; a wrong current
 * password is shown on its field. Every text in the page's language.
 */
export function ChangePasswordForm() {
  const intl = useIntl();
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();
  const [errorText, setErrorText] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordSchema(intl), [intl]);
  const title = intl.formatMessage({ id: 'profile.password.change' });

  const submit = async (
    values: ChangePasswordValues,
    helpers: FormikHelpers<ChangePasswordValues>,
  ) => {
    setErrorText(null);
    try {
      const { message } = await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      }).unwrap();
      helpers.resetForm();
      toast({
        title: intl.formatMessage({ id: 'profile.password.changed' }),
        description: serverText(intl, message),
      });
    } catch (error) {
      const onFields = fieldErrorsOf(error, ['current_password', 'new_password'] as const, intl);
      if (Object.keys(onFields).length > 0) helpers.setErrors(onFields);
      else setErrorText(errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })));
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={title}>
          <Stack spacing={2}>
            <FormikTextField
              name="current_password"
              id="change-password-current"
              label={intl.formatMessage({ id: 'profile.currentPassword' })}
              type="password"
              autoComplete="current-password"
              required
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormikTextField
                name="new_password"
                id="change-password-new"
                label={intl.formatMessage({ id: 'profile.password.new' })}
                type="password"
                autoComplete="new-password"
                required
              />
              <FormikTextField
                name="confirm_password"
                id="change-password-confirm"
                label={intl.formatMessage({ id: 'profile.password.confirm' })}
                type="password"
                autoComplete="new-password"
                required
              />
            </Box>
            {errorText ? <Alert severity="error">{errorText}</Alert> : null}
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? intl.formatMessage({ id: 'profile.password.changing' }) : title}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
