import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import type { TravelStatusDto, TravelStatusRpcRequest } from '@app/contracts';
import { lastDayToStayOn, summariseRecords } from '@app/schengen-rules';

import { accountHolderPeriods, travellerPeriods } from '../excluded-periods/excluded-period-rows';
import { UserToday } from '../time-zones/user-today';
import { readScope } from './entries.service';
import { assertDatesInRange } from './entry-rules';
import { loadUserRecords, toRuleRecords } from './travel-history';

/**
 * A traveller's 90/180 status on a day (`GET /api/status`, issue #22): the figures the dashboard
 * shows (`summariseRecords` on the dashboard scale, the day taken as today, as the SPA does for its
 * today) and the last day to stay (`lastDayToStayOn`), from the traveller's records. The day is
 * the traveller's today (the account's profile time zone) unless given; the traveller's residence
 * permits and long-stay visas leave their days out, as on the dashboard (ADR 0036); a given day is refused
 * (400) outside the dates a record may have.
 */
@Injectable()
export class TravelStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly userToday: UserToday,
  ) {}

  async status({ userId, travellerId, date }: TravelStatusRpcRequest): Promise<TravelStatusDto> {
    const manager = this.dataSource.manager;
    const [today, scope] = await Promise.all([
      this.userToday.of(userId),
      readScope(manager, userId, travellerId),
    ]);
    if (date !== undefined) assertDatesInRange([['date', 'Date', date]], today);
    const day = date ?? today;
    const [records, excludedPeriods] = await Promise.all([
      loadUserRecords(manager, userId, scope),
      typeof scope === 'string'
        ? accountHolderPeriods(manager, userId)
        : travellerPeriods(manager, userId, scope.id),
    ]);
    const summary = summariseRecords(toRuleRecords(records), day, 'dashboard', excludedPeriods);
    return {
      date: day,
      days_used: summary.daysUsed,
      days_left: summary.daysLeft,
      level: summary.level,
      last_day_to_stay: lastDayToStayOn(summary.visits, summary.stays, day, { excludedPeriods }),
    };
  }
}
