import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

import {
  ACCOUNT_HOLDER_PASSPORT_ON_PROFILE_MESSAGE,
  ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE,
  NotFoundError,
  passportDateProblems,
  ValidationError,
  type ExportedTravellerDetailsDto,
  type TravellerDetailsRecordDto,
  type TravellerDetailsRpcRequest,
  type UpdateTravellerDetailsRpcRequest,
} from '@app/contracts';

import { UserToday } from '../time-zones/user-today';
import { travellersTableOf } from './travellers-table';

/** A traveller's details as the API names them, dates as YYYY-MM-DD. */
const DETAILS = `to_char(passport_issue_date, 'YYYY-MM-DD') AS passport_issue_date,
  to_char(passport_expiry_date, 'YYYY-MM-DD') AS passport_expiry_date,
  nationality_note, email_reminders`;

/**
 * A traveller's details (issue #22): their passport's dates, a nationality note and whether
 * reminder e-mails about them are wanted. The account holder's passport dates and reminder switch
 * are not kept here (the profile keeps them, the gateway reads and writes them there): they read
 * as null and true and are refused on a change. Another account's traveller is "not found".
 */
@Injectable()
export class TravellerDetailsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly today: UserToday,
  ) {}

  async get({ userId, id }: TravellerDetailsRpcRequest): Promise<TravellerDetailsRecordDto> {
    return detailsOf(this.dataSource.manager, userId, id);
  }

  /**
   * Changes the fields given (null clears one). The passport dates are checked as the traveller
   * will hold them (`passportDateProblems`, against the user's today); the row is locked from the
   * read to the write, so two saves cannot combine into dates neither would have accepted.
   */
  async update(request: UpdateTravellerDetailsRpcRequest): Promise<TravellerDetailsRecordDto> {
    const { userId, id } = request;
    const today = await this.today.of(userId);
    return this.dataSource.transaction(async (manager) => {
      const stored = await detailsOf(manager, userId, id, 'FOR UPDATE');
      const givesPassport =
        request.passport_issue_date !== undefined || request.passport_expiry_date !== undefined;
      if (stored.is_account_holder && givesPassport) {
        throw new ValidationError([
          { field: 'passport_issue_date', messages: [ACCOUNT_HOLDER_PASSPORT_ON_PROFILE_MESSAGE] },
        ]);
      }
      if (stored.is_account_holder && request.email_reminders !== undefined) {
        throw new ValidationError([
          { field: 'email_reminders', messages: [ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE] },
        ]);
      }
      const next = {
        passport_issue_date:
          request.passport_issue_date === undefined
            ? stored.passport_issue_date
            : request.passport_issue_date,
        passport_expiry_date:
          request.passport_expiry_date === undefined
            ? stored.passport_expiry_date
            : request.passport_expiry_date,
        nationality_note:
          request.nationality_note === undefined
            ? stored.nationality_note
            : request.nationality_note,
        email_reminders: request.email_reminders ?? stored.email_reminders,
      };
      const problems = passportDateProblems(next, today);
      if (problems.length > 0) throw new ValidationError(problems);
      await manager.query(
        `UPDATE ${travellersTableOf(manager)}
            SET passport_issue_date = $3, passport_expiry_date = $4, nationality_note = $5,
                email_reminders = $6
          WHERE id = $1 AND user_id = $2`,
        [
          id,
          userId,
          next.passport_issue_date,
          next.passport_expiry_date,
          next.nationality_note,
          next.email_reminders,
        ],
      );
      return { is_account_holder: stored.is_account_holder, ...next };
    });
  }
}

async function detailsOf(
  manager: EntityManager,
  userId: string,
  id: string,
  lock: '' | 'FOR UPDATE' = '',
): Promise<TravellerDetailsRecordDto> {
  const [row] = await manager.query<TravellerDetailsRecordDto[]>(
    `SELECT is_account_holder, ${DETAILS} FROM ${travellersTableOf(manager)}
      WHERE id = $1 AND user_id = $2 ${lock}`,
    [id, userId],
  );
  if (row === undefined) throw new NotFoundError('Traveller', id);
  return row;
}

/** Every traveller's details of the account, for the user's data export (by creation). */
export function listTravellerDetails(
  manager: EntityManager,
  userId: string,
): Promise<ExportedTravellerDetailsDto[]> {
  return manager.query<ExportedTravellerDetailsDto[]>(
    `SELECT id AS traveller_id, ${DETAILS}
       FROM ${travellersTableOf(manager)} WHERE user_id = $1
      ORDER BY is_account_holder DESC, created_at, id`,
    [userId],
  );
}
