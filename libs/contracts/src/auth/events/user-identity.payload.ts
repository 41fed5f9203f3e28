import { IsEmail, IsString, Length } from 'class-validator';

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
}
