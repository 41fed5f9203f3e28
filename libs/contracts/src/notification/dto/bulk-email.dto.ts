import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import {
  BULK_EMAIL_MESSAGE_MAX_LENGTH,
  BulkEmailContentDto,
  SUBJECT_MAX_LENGTH,
} from './bulk-email-content.dto';
import { HasNoRepeats } from './bulk-email-validators';

export {
  BULK_EMAIL_MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  MISSING_CONTENT_MESSAGE,
  SUBJECT_MAX_LENGTH,
} from './bulk-email-content.dto';

/** SPEC §5 toast description for the admin e-mail send without a selection. */
export const NO_USERS_SELECTED_MESSAGE = 'Please select at least one user to send emails to.';

/**
 * The most users one admin send may select: 'Select All' selects every user (issue #9 plans for
 * 100,000), with room to grow. It bounds the request body (`BULK_EMAIL_BODY_LIMIT_BYTES`).
 */
export const BULK_EMAIL_MAX_USERS = 200_000;

export const TOO_MANY_USERS_MESSAGE = `One send can go to at most ${BULK_EMAIL_MAX_USERS.toLocaleString('en-US')} users: select fewer users and send the rest separately.`;

/** The admin e-mail send's route; its body limit is `BULK_EMAIL_BODY_LIMIT_BYTES`. */
export const ADMIN_SEND_EMAIL_PATH = '/api/admin/send-email';

/** Bytes one selected id takes in the JSON body: `"<36-character UUID>",`. */
const JSON_BYTES_PER_ID = 39;
/** The most bytes JSON may spend on one UTF-16 code unit of text (a control character: `\u001f`). */
const JSON_BYTES_PER_CHARACTER = 6;
/** The braces, the property names and the quotes around the texts, with room to spare. */
const JSON_ENVELOPE_BYTES = 1024;

/**
 * The largest body POST /api/admin/send-email accepts (about 9.4 MB), derived from the limits the
 * DTO enforces: `BULK_EMAIL_MAX_USERS` ids, then a subject and a message of their longest, every
 * character at JSON's worst case. Every other route keeps the gateway's 64 KiB.
 */
export const BULK_EMAIL_BODY_LIMIT_BYTES =
  BULK_EMAIL_MAX_USERS * JSON_BYTES_PER_ID +
  (SUBJECT_MAX_LENGTH + BULK_EMAIL_MESSAGE_MAX_LENGTH) * JSON_BYTES_PER_CHARACTER +
  JSON_ENVELOPE_BYTES;

/**
 * POST /api/admin/send-email (SPEC §3, §5). The subject is trimmed; the message is HTML and must
 * have visible text. Sanitising the HTML (SPEC: only http, https and data links) is the e-mail
 * worker's job. The gateway resolves `userIds` to recipients (in calls of at most
 * `ADMIN_RECIPIENTS_MAX_IDS`) and calls `NotificationPatterns.SendBulkEmail` with a
 * `SendBulkEmailRpcRequest`.
 */
export class BulkEmailDto extends BulkEmailContentDto {
  @IsDefined({ message: NO_USERS_SELECTED_MESSAGE })
  @IsArray({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayNotEmpty({ message: NO_USERS_SELECTED_MESSAGE })
  @ArrayMaxSize(BULK_EMAIL_MAX_USERS, { message: TOO_MANY_USERS_MESSAGE })
  @HasNoRepeats(null, { message: 'userIds must not repeat a user' })
  @IsEntityId({ each: true, message: 'each of userIds must be a valid id' })
  userIds!: string[];
}

/**
 * The answer to POST /api/admin/send-email and to `NotificationPatterns.SendBulkEmail` (SPEC §3's
 * successCount and failureCount): `successCount` e-mails were delivered to the mail server,
 * `failureCount` were refused (an unusable address, or a permanent SMTP rejection after the
 * worker's retries).
 */
export interface BulkEmailResultDto {
  successCount: number;
  failureCount: number;
  /**
   * E-mails still being retried when the service stopped waiting (not failures: they are sent when
   * the mail server recovers). Absent or 0 in the usual case.
   */
  pendingCount?: number;
  /**
   * Selected users not e-mailed because they turned `product_updates` off (neither sent nor
   * failed). Absent or 0 when everyone takes announcements.
   */
  skippedCount?: number;
}
