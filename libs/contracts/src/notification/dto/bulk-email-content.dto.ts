import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

import { HasTextContent } from '../../common/has-text-content.decorator';

/** SPEC §5 toast description when the subject or the message is missing. */
export const MISSING_CONTENT_MESSAGE = 'Please provide both subject and message.';
export const SUBJECT_MAX_LENGTH = 200;

/**
 * The subject and message of an admin e-mail (SPEC §5), shared by the HTTP body (`BulkEmailDto`)
 * and the RPC payload (`SendBulkEmailRpcRequest`). The subject is trimmed and must stay on one line
 * (no header injection); the message is HTML whose visible text is not empty.
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
  @HasTextContent({ message: MISSING_CONTENT_MESSAGE })
  message!: string;
}
