import { Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';

import { HasTextContent } from '../../common/has-text-content.decorator';
import { IsEntityId } from '../../common/is-entity-id.decorator';

/** SPEC §5 toast descriptions for the admin e-mail send. */
export const NO_USERS_SELECTED_MESSAGE = 'Please select at least one user to send emails to.';
export const MISSING_CONTENT_MESSAGE = 'Please provide both subject and message.';
export const SUBJECT_MAX_LENGTH = 200;

/**
 * POST /api/admin/send-email (SPEC §3, §5). The subject is trimmed; the message is HTML and must
 * have visible text. Sanitising the HTML (SPEC: only http, https and data links) is the e-mail
 * worker's job.
 */
export class BulkEmailDto {
  @IsDefined({ message: NO_USERS_SELECTED_MESSAGE })
  @IsArray({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayNotEmpty({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayUnique({ message: 'userIds must not repeat a user' })
  @IsEntityId({ each: true, message: 'each of userIds must be a valid id' })
  userIds!: string[];

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: MISSING_CONTENT_MESSAGE })
  @IsString({ message: MISSING_CONTENT_MESSAGE })
  @IsNotEmpty({ message: MISSING_CONTENT_MESSAGE })
  @MaxLength(SUBJECT_MAX_LENGTH, {
    message: `Subject must be at most ${SUBJECT_MAX_LENGTH} characters`,
  })
  @Matches(/^[^\r\n]*$/, { message: 'Subject must be a single line' })
  subject!: string;

  @IsDefined({ message: MISSING_CONTENT_MESSAGE })
  @HasTextContent({ message: MISSING_CONTENT_MESSAGE })
  message!: string;
}

/** The answer to POST /api/admin/send-email. */
export interface BulkEmailResultDto {
  successCount: number;
  failureCount: number;
}
