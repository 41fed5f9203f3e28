import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

import { HasAtMostCharacters, HasVisibleText } from './bulk-email-validators';

/** SPEC §5 toast description when the subject or the message is missing. */
export const MISSING_CONTENT_MESSAGE = 'Please provide both subject and message.';
export const SUBJECT_MAX_LENGTH = 200;

/**
 * The longest admin message (characters of HTML, 256 Ki): room for a long text with a few small
 * pasted images (data URIs). It bounds the request body and the content stored once per send.
 */
export const BULK_EMAIL_MESSAGE_MAX_LENGTH = 256 * 1024;

export const MESSAGE_TOO_LONG_MESSAGE = `The message must be at most ${BULK_EMAIL_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters (256 KiB): link large images instead of pasting them.`;

/**
 * The subject and message of an admin e-mail (SPEC §5), shared by the HTTP body (`BulkEmailDto`)
 * and the RPC payload (`SendBulkEmailRpcRequest`). The subject is trimmed and must stay on one line
 * (no header injection); the message is HTML whose visible text is not empty, of at most
 * `BULK_EMAIL_MESSAGE_MAX_LENGTH` characters.
 */
export abstract class BulkEmailContentDto {
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
  @HasVisibleText({ message: MISSING_CONTENT_MESSAGE })
  @HasAtMostCharacters(BULK_EMAIL_MESSAGE_MAX_LENGTH, { message: MESSAGE_TOO_LONG_MESSAGE })
  message!: string;
}
