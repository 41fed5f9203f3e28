import 'reflect-metadata';

import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  isUUID,
  IsString,
  Length,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@app/i18n';

import type { AdminActorRpcRequest } from '../../admin/dto/admin-rpc-requests.dto';
import { EMAIL_MAX_LENGTH } from '../../auth/auth.constants';
import { USER_ROLES, type UserRole } from '../../auth/dto/user.dto';
import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { isPlainObject } from '../../common/is-plain-object';
import { BulkEmailContentDto } from './bulk-email-content.dto';
import { BULK_EMAIL_MAX_USERS, NO_USERS_SELECTED_MESSAGE } from './bulk-email.dto';
import { HasNoRepeats } from './bulk-email-validators';

/** The most recipients one `SendBulkEmail` call takes (one e-mail job each): every selected user. */
export const BULK_EMAIL_MAX_RECIPIENTS = BULK_EMAIL_MAX_USERS;

const USERNAME_MAX_LENGTH = 64;
const RECIPIENT_FIELDS: ReadonlySet<string> = new Set([
  'userId',
  'email',
  'username',
  'product_updates',
  'language',
]);

/**
 * One resolved recipient of an admin e-mail (the admin screen's e-mail and username) and whether
 * they take product announcements (`product_updates`: the notification service skips those who
 * turned it off). In a `SendBulkEmailRpcRequest` the same rules are checked by
 * `recipientProblem`, in one pass.
 */
export class BulkEmailRecipientDto {
  @IsRequiredEntityId()
  userId!: string;

  /**
   * Only shape-checked here: an address the mail server cannot use counts as one failure of the
   * send instead of refusing the whole request.
   */
  @IsDefined({ message: 'email is required' })
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `email must be at most ${EMAIL_MAX_LENGTH} characters` })
  email!: string;

  @IsDefined({ message: 'username is required' })
  @IsString({ message: 'username must be text' })
  @Length(1, USERNAME_MAX_LENGTH, {
    message: `username must be 1 to ${USERNAME_MAX_LENGTH} characters`,
  })
  username!: string;

  @IsDefined({ message: 'product_updates is required' })
  @IsBoolean({ message: 'product_updates must be true or false' })
  product_updates!: boolean;

  /** Issue #21: the language of the user's e-mails; null or absent is English. */
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: 'language must be a supported language' })
  language?: LanguageCode | null;
}

/**
 * What is wrong with one recipient, or null: `BulkEmailRecipientDto`'s rules (the first problem
 * only). `ValidateNested` over class instances costs ~20 µs a recipient (3.7 s of a blocked event
 * loop for 200,000); this is a plain loop over the parsed JSON.
 *
 * @example
 * recipientProblem({ userId: 'x', email: 'a@b.c', username: 'a', product_updates: true })
 * // → 'userId must be a valid id'
 */
export function recipientProblem(recipient: unknown): string | null {
  if (!isPlainObject(recipient)) return 'must be an object';
  for (const key of Object.keys(recipient)) {
    if (!RECIPIENT_FIELDS.has(key)) return `property ${key} should not exist`;
  }
  const { userId, email, username, product_updates: productUpdates, language } = recipient;
  if (userId === undefined || userId === null) return 'userId is required';
  if (typeof userId !== 'string' || !isUUID(userId, 'all')) return 'userId must be a valid id';
  if (email === undefined || email === null) return 'email is required';
  if (typeof email !== 'string') return 'email must be text';
  if (email === '') return 'email is required';
  if (email.length > EMAIL_MAX_LENGTH) {
    return `email must be at most ${EMAIL_MAX_LENGTH} characters`;
  }
  if (username === undefined || username === null) return 'username is required';
  if (typeof username !== 'string') return 'username must be text';
  if (username.length < 1 || username.length > USERNAME_MAX_LENGTH) {
    return `username must be 1 to ${USERNAME_MAX_LENGTH} characters`;
  }
  if (productUpdates === undefined || productUpdates === null) return 'product_updates is required';
  if (typeof productUpdates !== 'boolean') return 'product_updates must be true or false';
  if (language !== undefined && language !== null && !isLanguageCode(language)) {
    return 'language must be a supported language';
  }
  return null;
}

/** The first recipient with a problem, as '<index>.<problem>', or null. */
function firstRecipientProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  for (let index = 0; index < value.length; index += 1) {
    const problem = recipientProblem(value[index]);
    if (problem !== null) return `recipients.${index} ${problem}`;
  }
  return null;
}

/** Accepts a list whose every item passes `recipientProblem`; the message names the first one that does not. */
function AreBulkEmailRecipients(validationOptions: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'areBulkEmailRecipients',
      validator: {
        validate: (value: unknown): boolean => firstRecipientProblem(value) === null,
        defaultMessage: (args) => firstRecipientProblem(args?.value) ?? 'recipients are invalid',
      },
    },
    validationOptions,
  );
}

/**
 * `NotificationPatterns.SendBulkEmail` (gateway → notification): the acting admin, the admin's
 * subject and HTML message with the recipients already resolved from the selected user ids (every
 * selected user in one call, up to `BULK_EMAIL_MAX_RECIPIENTS`). The service stores the content
 * once and enqueues one e-mail job per recipient; the answer is a `BulkEmailResultDto`. The actor
 * fields are those of `AdminActorRpcRequest` (declared here because this class extends the shared
 * content DTO, and the admin DTOs import this file); the service checks them with
 * `assertAdminActor`.
 */
export class SendBulkEmailRpcRequest extends BulkEmailContentDto implements AdminActorRpcRequest {
  @IsRequiredEntityId()
  actorId!: string;

  @IsIn(USER_ROLES)
  actorRole!: UserRole;

  /** Plain objects checked by `recipientProblem` (not class instances: see there). */
  @IsDefined({ message: NO_USERS_SELECTED_MESSAGE })
  @IsArray({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayNotEmpty({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayMaxSize(BULK_EMAIL_MAX_RECIPIENTS, {
    message: `At most ${BULK_EMAIL_MAX_RECIPIENTS} recipients per send`,
  })
  @AreBulkEmailRecipients()
  @HasNoRepeats((recipient: BulkEmailRecipientDto) => recipient.userId, {
    message: 'recipients must not repeat a user',
  })
  recipients!: BulkEmailRecipientDto[];
}
