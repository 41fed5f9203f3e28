import { IsEmail, IsIn, IsOptional, IsString, Length } from 'class-validator';

import { LANGUAGE_CODES, type LanguageCode } from '@app/i18n';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { EventEnvelope } from '../../events/event-envelope';

/**
 * Who an auth event is about: the fields every `auth.*` event carries so that consumers (e-mail
 * above all) need not call back. Each event class extends it; a rename means new event versions.
 */
export abstract class UserIdentityPayload extends EventEnvelope {
  @IsEntityId()
  userId!: string;

  @IsString()
  @Length(1, 64)
  username!: string;

  @IsEmail()
  email!: string;

  /**
   * Issue #21: the language of the user's e-mails (the profile's choice); null or absent (events
   * written before it existed) is English.
   */
  @IsOptional()
  @IsIn(LANGUAGE_CODES)
  language?: LanguageCode | null;
}
