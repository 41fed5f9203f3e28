import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsTimeZone,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { USER_ROLES, type UserRole } from '../../auth/dto/user.dto';
import { composeDecorators } from '../../common/compose-decorators';
import { IsEntityId, IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import type { JsonObject } from '../../common/json.types';
import { ADMIN_ACTIONS, ADMIN_USERS_MAX_PAGE, type AdminAction } from '../admin.constants';

/** A BCP 47 language tag such as 'en-GB' or 'de' (checked again with Intl by the service). */
export const LOCALE_FORMAT = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** An optional page cursor: the `next_cursor` of a previous page. */
const IsOptionalPageCursor = () =>
  composeDecorators(
    IsOptional(),
    IsString(),
    Matches(/^[A-Za-z0-9_-]{1,200}$/, {
      message: 'cursor must be a next_cursor from a previous page',
    }),
  );

/** An optional browser locale (`LOCALE_FORMAT`). */
const IsOptionalLocale = () =>
  composeDecorators(
    IsOptional(),
    IsString(),
    Matches(LOCALE_FORMAT, { message: 'locale must be a language tag such as en-GB' }),
  );

/** An optional browser time zone. */
const IsOptionalTimeZone = () =>
  composeDecorators(
    IsOptional(),
    IsTimeZone({ message: 'timeZone must be an IANA time zone such as Europe/London' }),
  );

/**
 * Every admin RPC carries the acting user the gateway resolved from the session and checked
 * against the auth service; each service checks it again (`assertAdminActor`).
 */
export class AdminActorRpcRequest {
  @IsRequiredEntityId()
  actorId!: string;

  @IsIn(USER_ROLES)
  actorRole!: UserRole;
}

/** GET /api/admin/stats query: `?limit=&cursor=` (both optional). */
export class AdminStatsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(ADMIN_USERS_MAX_PAGE, { message: `limit must be at most ${ADMIN_USERS_MAX_PAGE}` })
  limit?: number;

  @IsOptionalPageCursor()
  cursor?: string;
}

/** `ReportingPatterns.AdminStats` */
export class AdminStatsRpcRequest extends AdminActorRpcRequest {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ADMIN_USERS_MAX_PAGE)
  limit?: number;

  @IsOptionalPageCursor()
  cursor?: string;
}

/** GET /api/admin/users.csv query: the browser's locale and time zone for the dates. */
export class AdminUsersCsvQueryDto {
  @IsOptionalLocale()
  locale?: string;

  @IsOptionalTimeZone()
  timeZone?: string;
}

/** `ReportingPatterns.AdminUsersCsv` */
export class AdminUsersCsvRpcRequest extends AdminActorRpcRequest {
  @IsOptionalLocale()
  locale?: string;

  @IsOptionalTimeZone()
  timeZone?: string;
}

/** Admin calls about one user: `AuthPatterns.AdminGetUser`, `AdminDeleteUser`, `TravelPatterns.AdminListUserEntries`. */
export class AdminUserRpcRequest extends AdminActorRpcRequest {
  @IsRequiredEntityId()
  userId!: string;
}

/** `TravelPatterns.AdminDeleteEntry`: one record of one user. */
export class AdminEntryRpcRequest extends AdminUserRpcRequest {
  @IsRequiredEntityId()
  entryId!: string;
}

/**
 * The most ids one `AuthPatterns.AdminListUsers` call resolves (one `IN` list of one query). The
 * gateway splits a larger selection (up to `BULK_EMAIL_MAX_USERS`) into calls of this size.
 */
export const ADMIN_RECIPIENTS_MAX_IDS = 10_000;

/** `AuthPatterns.AdminListUsers`: the selected user ids → BulkEmailRecipientDto[]. */
export class AdminRecipientsRpcRequest extends AdminActorRpcRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(ADMIN_RECIPIENTS_MAX_IDS, {
    message: `userIds holds at most ${ADMIN_RECIPIENTS_MAX_IDS} ids per call`,
  })
  @IsEntityId({ each: true })
  userIds!: string[];
}

/** `ReportingPatterns.AdminRecordAction`: one line of the audit log. */
export class AdminRecordActionRpcRequest extends AdminActorRpcRequest {
  @IsIn(ADMIN_ACTIONS)
  action!: AdminAction;

  /** What the action was about: a user id, an entry id, 'all-users'… */
  @IsString()
  @MaxLength(255)
  target!: string;

  @IsOptional()
  details?: JsonObject;
}
