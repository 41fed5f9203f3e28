import * as yup from 'yup';

export const EMAIL_REQUEST_INVALID = 'Please enter a valid email address';

/** SPEC §5 forgot-username and forgot-password: a valid e-mail address. */
export const emailRequestSchema = yup.object({
  email: yup.string().trim().required(EMAIL_REQUEST_INVALID).email(EMAIL_REQUEST_INVALID),
});

export type EmailRequestValues = yup.InferType<typeof emailRequestSchema>;
