import 'reflect-metadata';

import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';

import type { AdminActorRpcRequest } from '../../admin/dto/admin-rpc-requests.dto';
import { EMAIL_MAX_LENGTH } from '../../auth/auth.constants';
import { USER_ROLES, type UserRole } from '../../auth/dto/user.dto';
import { IsEntityId } from '../../common/is-entity-id.decorator';
import { BulkEmailContentDto } from './bulk-email-content.dto';
import { NO_USERS_SELECTED_MESSAGE } from './bulk-email.dto';

/** The most recipients one `SendBulkEmail` call takes (one e-mail job each). */
export const BULK_EMAIL_MAX_RECIPIENTS = 10_000;

/** One resolved recipient of an admin e-mail (the admin screen's e-mail and username). */
export class BulkEmailRecipientDto {
  @IsDefined({ message: 'userId is required' })
  @IsEntityId()
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
  @Length(1, 64, { message: 'username must be 1 to 64 characters' })
  username!: string;
}

/**
 * `NotificationPatterns.SendBulkEmail` (gateway → notification): the acting admin, the admin's
 * subject and HTML message with the recipients already resolved from the selected user ids. One
 * e-mail job per recipient; the answer is a `BulkEmailResultDto`. The actor fields are those of
 * `AdminActorRpcRequest` (declared here because this class extends the shared content DTO, and the
 * admin DTOs import this file); the service checks them with `assertAdminActor`.
 */
export class SendBulkEmailRpcRequest extends BulkEmailContentDto implements AdminActorRpcRequest {
  @IsDefined({ message: 'actorId is required' })
  @IsEntityId()
  actorId!: string;

  @IsIn(USER_ROLES)
  actorRole!: UserRole;

  @IsDefined({ message: NO_USERS_SELECTED_MESSAGE })
  @IsArray({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayNotEmpty({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayMaxSize(BULK_EMAIL_MAX_RECIPIENTS, {
    message: `At most ${BULK_EMAIL_MAX_RECIPIENTS} recipients per send`,
  })
  @ArrayUnique((recipient: BulkEmailRecipientDto) => recipient?.userId, {
    message: 'recipients must not repeat a user',
  })
  @ValidateNested({ each: true })
  @Type(() => BulkEmailRecipientDto)
  recipients!: BulkEmailRecipientDto[];
}
