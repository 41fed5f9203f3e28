import { isApiError } from '../../lib/api';

/**
 * The field messages of a 400 (`details.errors` of the gateway's body), as Formik's errors, for
 * the fields the form has; empty when the failure was not about a field.
 *
 * @example
 * setErrors(fieldErrorsOf(error, ['current_password', 'new_password']));
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const details = error.body?.details as
    { errors?: Array<{ field?: string; messages?: string[] }> } | undefined;
  const found: Partial<Record<F, string>> = {};
  for (const { field, messages } of details?.errors ?? []) {
    const known = fields.find((name) => name === field);
    if (known && messages?.[0]) found[known] = messages[0];
  }
  return found;
}
