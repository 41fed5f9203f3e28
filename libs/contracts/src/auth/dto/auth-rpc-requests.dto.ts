import { IsDefined, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { composeDecorators } from '../../common/compose-decorators';
import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { SESSION_ID_MAX_LENGTH } from '../auth.constants';
import { ChangePasswordDto } from './change-password.dto';
import { DeleteAccountDto } from './delete-account.dto';
import { LoginDto } from './login.dto';
import { RegisterDto } from './register.dto';
import { UpdateProfileDto } from './update-profile.dto';
import { UpdateTravelSettingsDto } from './update-travel-settings.dto';

/**
 * Payloads of the auth RPC patterns (gateway → auth, see `AuthPatterns`). Each is a class so that
 * the service's validation pipe checks it; unknown fields are refused as in every DTO. `userId`
 * always comes from the gateway's resolved session, never from a request body.
 */

/** The optional id of the session a browser held before signing in: it is ended (rotation). */
function PreviousSessionId(): PropertyDecorator {
  return composeDecorators(
    IsOptional(),
    IsString({ message: 'previousSessionId must be text' }),
    MaxLength(SESSION_ID_MAX_LENGTH, { message: 'previousSessionId is too long' }),
  );
}

/** `AuthPatterns.Register`: the sign-up body plus the browser's earlier session, if any. */
export class RegisterRpcRequest extends RegisterDto {
  @PreviousSessionId()
  previousSessionId?: string;
}

/** `AuthPatterns.Login`: the sign-in body plus the browser's earlier session, if any. */
export class LoginRpcRequest extends LoginDto {
  @PreviousSessionId()
  previousSessionId?: string;
}

/** `AuthPatterns.Logout`: the session to end. */
export class LogoutRpcRequest {
  @IsDefined({ message: 'sessionId is required' })
  @IsString({ message: 'sessionId must be text' })
  @IsNotEmpty({ message: 'sessionId is required' })
  @MaxLength(SESSION_ID_MAX_LENGTH, { message: 'sessionId is too long' })
  sessionId!: string;
}

/** `AuthPatterns.CurrentUser`: the signed-in user. */
export class UserIdRpcRequest {
  @IsRequiredEntityId()
  userId!: string;
}

/** `AuthPatterns.UpdateProfile`: the signed-in user and the profile form. */
export class UpdateProfileRpcRequest extends UpdateProfileDto {
  @IsRequiredEntityId()
  userId!: string;
}

/** `AuthPatterns.UpdateTravelSettings`: the signed-in user and the settings to change. */
export class UpdateTravelSettingsRpcRequest extends UpdateTravelSettingsDto {
  @IsRequiredEntityId()
  userId!: string;
}

/** `AuthPatterns.DeleteAccount`: the signed-in user and their current password. */
export class DeleteAccountRpcRequest extends DeleteAccountDto {
  @IsRequiredEntityId()
  userId!: string;
}

/**
 * `AuthPatterns.ChangePassword`: the signed-in user, the session the change is made from (it stays
 * signed in; every other session of the user ends) and the form.
 */
export class ChangePasswordRpcRequest extends ChangePasswordDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsDefined({ message: 'sessionId is required' })
  @IsString({ message: 'sessionId must be text' })
  @IsNotEmpty({ message: 'sessionId is required' })
  @MaxLength(SESSION_ID_MAX_LENGTH, { message: 'sessionId is too long' })
  sessionId!: string;
}

/** Lower-case hex SHA-256: 64 characters. */
export const SHA256_HEX_FORMAT = /^[0-9a-f]{64}$/;

/**
 * `AuthPatterns.AttachResetToken` (notification worker → auth). The worker derives the raw token
 * (HMAC-SHA256 of the request id under its RESET_TOKEN_SECRET, base64url), sends only
 * `tokenHash = sha256(rawToken as UTF-8).hex()`, and puts the raw token in the e-mail alone.
 */
export class AttachResetTokenRpcRequest {
  @IsRequiredEntityId()
  requestId!: string;

  @IsDefined({ message: 'tokenHash is required' })
  @IsString({ message: 'tokenHash must be a lower-case hex SHA-256' })
  @Matches(SHA256_HEX_FORMAT, { message: 'tokenHash must be a lower-case hex SHA-256' })
  tokenHash!: string;
}

/** `AuthPatterns.Unsubscribe`: the signed token of an unsubscribe link (see unsubscribe-token.ts). */
export class UnsubscribeRpcRequest {
  @IsDefined({ message: 'This unsubscribe link is not valid.' })
  @IsString({ message: 'This unsubscribe link is not valid.' })
  @MaxLength(512, { message: 'This unsubscribe link is not valid.' })
  token!: string;
}

/**
 * `AuthPatterns.AttachEmailChangeToken` (notification worker → auth): as the reset token, the raw
 * token is derived by the worker (HMAC of `requestId`, see `EmailChangeRequestedEvent`) and only
 * its SHA-256 reaches auth.
 */
export class AttachEmailChangeTokenRpcRequest extends AttachResetTokenRpcRequest {}
