import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

import {
  AppError,
  NotFoundError,
  ServiceUnavailableError,
  USER_UPDATED_TOPIC,
  ValidationError,
  type UnsubscribeResult,
  type UpdateProfileRpcRequest,
  type UserDto,
  verifyUnsubscribeToken,
  passportDateProblems,
} from '@app/contracts';
import { isoDateInTimeZone } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';
import { newEnvelope, recordEvent } from '@app/persistence';

import { isUniqueViolation } from '../common/unique-violation';
import { AuthEnv } from '../config/env.schema';
import { type EmailChange, EmailChangeService } from '../email-change/email-change.service';
import { emailTaken } from '../users/create-account';
import { EMAIL_PREFERENCE_PROPERTIES } from '../users/user-columns';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { findUserDto, updateUserDto } from '../users/user.queries';

/** Blank names are stored as "no name". */
function nameOrNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * What the profile form changes (SPEC §7, PUT /api/user/profile); absent fields stay as they are.
 * A new address is not among them: it waits for its confirmation (`EmailChangeService`); only its
 * spelling may change at once.
 */
function changesOf(
  request: UpdateProfileRpcRequest,
  emailChange: EmailChange | null,
): Partial<UserEntity> {
  const changes: Partial<UserEntity> = {
    emailReminders: request.email_reminders,
    weeklySummaries: request.weekly_summaries,
  };
  if (emailChange === null) changes.email = request.email.trim();
  if (request.product_updates !== undefined) changes.productUpdates = request.product_updates;
  if (request.first_name !== undefined) changes.firstName = nameOrNull(request.first_name);
  if (request.last_name !== undefined) changes.lastName = nameOrNull(request.last_name);
  if (request.timezone !== undefined) changes.timezone = request.timezone;
  if (request.language !== undefined) changes.language = request.language;
  if (request.passport_issue_date !== undefined)
    changes.passportIssueDate = request.passport_issue_date;
  if (request.passport_expiry_date !== undefined)
    changes.passportExpiryDate = request.passport_expiry_date;
  return changes;
}

/**
 * The profile tab: names, e-mail, time zone, passport dates and e-mail preferences. A saved profile
 * records `auth.user.updated.v1` (e-mail, username, time zone) in the same transaction. Passport
 * dates are checked as the profile will hold them (`passportDateProblems`, against the user's
 * today in the profile's time zone): a refused save changes nothing.
 */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly env: AuthEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userVersions: UserVersions,
    private readonly emailChanges: EmailChangeService,
  ) {}

  /**
   * RFC 8058 one-click unsubscribe: a genuine token turns its preference off at once. A token for
   * an account that no longer exists succeeds too (there is nothing left to send to).
   */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    if (!this.env.UNSUBSCRIBE_SECRET) {
      throw new ServiceUnavailableError('Unsubscribe links are not configured on this server.');
    }
    const claims = verifyUnsubscribeToken(this.env.UNSUBSCRIBE_SECRET, token);
    if (!claims) throw new AppError('VALIDATION_FAILED', 'This unsubscribe link is not valid.');
    await this.dataSource
      .getRepository(UserEntity)
      .update({ id: claims.userId }, { [EMAIL_PREFERENCE_PROPERTIES[claims.preference]]: false });
    await this.userVersions.changed(claims.userId);
    return { ok: true, preference: claims.preference };
  }

  async update(request: UpdateProfileRpcRequest): Promise<UserDto> {
    const emailChange = await this.emailChanges.check(
      request.userId,
      request.email,
      request.current_password,
    );
    let saved: UserDto;
    try {
      saved = await this.dataSource.transaction((manager) =>
        this.apply(manager, request, emailChange),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken();
      throw error;
    }
    await this.userVersions.changed(request.userId);
    return saved;
  }

  /**
   * One UPDATE … RETURNING and the event (an e-mail another account holds, in any case, breaks
   * `users_email_lower_key`: the transaction rolls back and `update` answers AUTH_EMAIL_TAKEN).
   */
  private async apply(
    manager: EntityManager,
    request: UpdateProfileRpcRequest,
    emailChange: EmailChange | null,
  ): Promise<UserDto> {
    await this.assertPassportDates(manager, request);
    if (emailChange) await this.emailChanges.request(manager, emailChange);
    const saved = await updateUserDto(manager, request.userId, changesOf(request, emailChange));
    if (!saved) throw new NotFoundError('User', request.userId);
    await recordEvent(manager, USER_UPDATED_TOPIC, {
      ...newEnvelope(saved.id, this.clock()),
      userId: saved.id,
      username: saved.username,
      email: saved.email,
      timezone: saved.timezone,
    });
    return saved;
  }

  /**
   * Refuses (400, nothing saved) passport dates that the profile would hold wrongly: the dates of
   * the request over the stored ones (an absent field keeps its value), today in the request's or
   * the stored time zone. Reads the row (locked) only when the request sets a passport date and
   * leaves out the other date or the time zone (the profile form sends all three).
   */
  private async assertPassportDates(
    manager: EntityManager,
    request: UpdateProfileRpcRequest,
  ): Promise<void> {
    const { passport_issue_date: issue, passport_expiry_date: expiry, timezone } = request;
    if (!issue && !expiry) return;
    const isComplete = issue !== undefined && expiry !== undefined && timezone !== undefined;
    const stored = isComplete
      ? null
      : await findUserDto(manager, request.userId, { forUpdate: true });
    if (!isComplete && !stored) throw new NotFoundError('User', request.userId);
    const problems = passportDateProblems(
      {
        passport_issue_date: issue === undefined ? (stored?.passport_issue_date ?? null) : issue,
        passport_expiry_date:
          expiry === undefined ? (stored?.passport_expiry_date ?? null) : expiry,
      },
      isoDateInTimeZone(this.clock(), timezone ?? stored?.timezone ?? 'UTC'),
    );
    if (problems.length > 0) throw new ValidationError(problems);
  }
}
