import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useChangePasswordMutation } from '../api/profile-api';
import { fieldErrorsOf } from '../field-errors';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/change-password.schema';

const INITIAL_VALUES: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * "Change password" (beyond SPEC): the current password and a new one. On success the other
 * devices are signed out (the server's message says so) and the form empties; a wrong current
 * password is shown on its field.
 */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();
  const [errorText, setErrorText] = useState<string | null>(null);

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
      toast({ title: 'Password changed', description: message });
    } catch (error) {
      const onFields = fieldErrorsOf(error, ['current_password', 'new_password'] as const);
      if (Object.keys(onFields).length > 0) helpers.setErrors(onFields);
      else setErrorText(errorMessageOf(error, 'An error occurred. Please try again.'));
    }
  };

  return (
    <Formik
      initialValues={INITIAL_VALUES}
      validationSchema={changePasswordSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password">
          <Stack spacing={2}>
            <FormikTextField
              name="current_password"
              id="change-password-current"
              label="Current password"
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
                label="New password"
                type="password"
                autoComplete="new-password"
                required
              />
              <FormikTextField
                name="confirm_password"
                id="change-password-confirm"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                required
              />
            </Box>
            {errorText ? <Alert severity="error">{errorText}</Alert> : null}
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Changing...' : 'Change password'}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
