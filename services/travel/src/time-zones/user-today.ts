import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import type { IsoDate } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';

import { todayOf } from '../common/today';
import { UserTimeZoneEntity } from './user-time-zone.entity';

/**
 * A user's today (ARCHITECTURE: "today" is the user's today in their profile time zone): the
 * clock's instant in the zone kept from auth's events, UTC when none is known yet. It sets the
 * upper bound of dates, the days used on events and where an ongoing visit ends.
 */
@Injectable()
export class UserToday {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<IsoDate> {
    const row = await this.dataSource
      .getRepository(UserTimeZoneEntity)
      .findOne({ select: { timeZone: true }, where: { userId } });
    return todayOf(this.clock, row?.timeZone ?? null);
  }
}
