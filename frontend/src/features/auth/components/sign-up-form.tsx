import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';

import { useToast } from '../../../components/feedback/toast';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useProductConfig } from '../../../lib/product-config';
import { useRegisterMutation } from '../api/auth-api';
import { signUpSchema, type SignUpValues } from '../schemas/sign-up.schema';

const INITIAL_VALUES: SignUpValues = { username: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm() {
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
      toast({ title: 'Account created!', description: `Welcome to ${productName}` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: errorMessageOf(error, 'An error occurred. Please try again.'),
      });
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={signUpSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign up">
          <Stack spacing={2}>
            <FormikTextField name="username" label="Username" autoComplete="username" required />
            <FormikTextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <FormikTextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText="At least 8 characters"
              required
            />
            <FormikTextField
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Creating account...' : 'Create Account'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
