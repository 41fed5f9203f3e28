import { ArrayNotEmpty, ArrayUnique, IsArray, IsDefined } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { BulkEmailContentDto } from './bulk-email-content.dto';

export { MISSING_CONTENT_MESSAGE, SUBJECT_MAX_LENGTH } from './bulk-email-content.dto';

/** SPEC §5 toast description for the admin e-mail send without a selection. */
export const NO_USERS_SELECTED_MESSAGE = 'Please select at least one user to send emails to.';

/**
 * POST /api/admin/send-email (SPEC §3, §5). The subject is trimmed; the message is HTML and must
 * have visible text. Sanitising the HTML (SPEC: only http, https and data links) is the e-mail
 * worker's job. The gateway resolves `userIds` to recipients and calls
 * `NotificationPatterns.SendBulkEmail` with a `SendBulkEmailRpcRequest`.
 */
export class BulkEmailDto extends BulkEmailContentDto {
  @IsDefined({ message: NO_USERS_SELECTED_MESSAGE })
  @IsArray({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayNotEmpty({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayUnique({ message: 'userIds must not repeat a user' })
  @IsEntityId({ each: true, message: 'each of userIds must be a valid id' })
  userIds!: string[];
}

/**
 * The answer to POST /api/admin/send-email and to `NotificationPatterns.SendBulkEmail`:
 * `successCount` e-mails were delivered to the mail server, `failureCount` were refused (an
 * unusable address, or a permanent SMTP rejection after the worker's retries).
 */
export interface BulkEmailResultDto {
  successCount: number;
  failureCount: number;
  /**
   * E-mails still being retried when the service stopped waiting (not failures: they are sent when
   * the mail server recovers). Absent or 0 in the usual case.
   */
  pendingCount?: number;
}
