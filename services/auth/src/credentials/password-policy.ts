import { Injectable } from '@nestjs/common';

import { COMMON_PASSWORD_MESSAGE, ValidationError } from '@app/contracts';

import { isCommonPassword } from './common-passwords';

/**
 * The server-side password rules that need data the contracts cannot carry: a password on the
 * common-password list is refused, as a validation problem of the named field. (Length is checked
 * by the DTOs: 8 to 1,024 characters everywhere.)
 */
@Injectable()
export class PasswordPolicy {
  /** @throws ValidationError (400) naming `field` when the password is too common. */
  assertAcceptable(password: string, field: 'password' | 'newPassword' | 'new_password'): void {
    if (isCommonPassword(password)) {
      throw new ValidationError([{ field, messages: [COMMON_PASSWORD_MESSAGE] }]);
    }
  }
}
