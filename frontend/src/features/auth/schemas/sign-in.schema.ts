import * as yup from 'yup';

/** SPEC §5 sign-in: both fields required; the username may also be the e-mail address. */
export const signInSchema = yup.object({
  username: yup.string().trim().required('Username or email is required'),
  password: yup.string().required('Password is required'),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
