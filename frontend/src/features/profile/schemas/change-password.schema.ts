import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';

/**
 * The "Change password" form: the current password, and a new one under the sign-up rules (at
 * least 8 characters, confirmed), with its messages in the page's language. The server also
 * refuses a common password and the current one.
 */
export function changePasswordSchema(intl: IntlShape) {
  return yup.object({
    current_password: yup
      .string()
      .required(intl.formatMessage({ id: 'profile.password.currentRequired' })),
    new_password: yup
      .string()
      .required(intl.formatMessage({ id: 'profile.password.newRequired' }))
      .min(
        PASSWORD_MIN_LENGTH,
        intl.formatMessage({ id: 'profile.password.tooShort' }, { min: PASSWORD_MIN_LENGTH }),
      ),
    confirm_password: yup
      .string()
      .required(intl.formatMessage({ id: 'profile.password.confirmRequired' }))
      .oneOf([yup.ref('new_password')], intl.formatMessage({ id: 'profile.password.mismatch' })),
  });
}

export type ChangePasswordValues = yup.InferType<ReturnType<typeof changePasswordSchema>>;
