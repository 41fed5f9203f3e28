import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import { USERNAME_REMINDER_REQUESTED_TOPIC, type OkResult } from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { newEnvelope, recordEvent } from '@app/persistence';

import { withMinimumDuration } from '../common/minimum-duration';
import { AuthEnv } from '../config/env.schema';
import { findUserByEmail } from '../users/user.queries';

/** Forgot-username: the e-mail itself is sent by notification from the recorded event. */
@Injectable()
export class UsernameReminderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly env: AuthEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Always `{ ok: true }`, no sooner than the floor, so the answer tells nothing about accounts. */
  async remind(email: string): Promise<OkResult> {
    await withMinimumDuration(this.env.RECOVERY_MIN_RESPONSE_MS, () => this.recordReminder(email));
    return { ok: true };
  }

  private recordReminder(email: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const user = await findUserByEmail(manager, email);
      if (!user) return;
      await recordEvent(manager, USERNAME_REMINDER_REQUESTED_TOPIC, {
        ...newEnvelope(user.id, this.clock()),
        userId: user.id,
        username: user.username,
        email: user.email,
        language: user.language,
      });
    });
  }
}
