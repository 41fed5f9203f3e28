import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  NotFoundError,
  type TravelSettingsDto,
  type UpdateTravelSettingsRpcRequest,
  type UserDto,
  ValidationError,
} from '@app/contracts';

import { TRAVEL_SETTING_PROPERTIES } from '../users/user-columns';
import type { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { findUserDto, updateUserDto } from '../users/user.queries';
import { travelSettingsProblems } from './profile-rules';

const SETTINGS = Object.keys(TRAVEL_SETTING_PROPERTIES) as Array<keyof TravelSettingsDto>;

/**
 * PATCH /api/user/travel-settings: the traveller's EES, insurance and travel-authorisation
 * settings, kept with the account (not the browser). Absent fields stay as they are; the settings
 * the account would then hold are checked together (`travelSettingsProblems`) on the locked row,
 * so a period never ends before it starts, whichever half a request changes.
 */
@Injectable()
export class UpdateTravelSettings {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly userVersions: UserVersions,
  ) {}

  async execute(request: UpdateTravelSettingsRpcRequest): Promise<UserDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const stored = await findUserDto(manager, request.userId, { forUpdate: true });
      if (!stored) throw new NotFoundError('User', request.userId);
      const changes: Partial<UserEntity> = {};
      const merged = { ...stored };
      for (const setting of SETTINGS) {
        const value = request[setting];
        if (value === undefined) continue;
        Object.assign(changes, { [TRAVEL_SETTING_PROPERTIES[setting]]: value });
        Object.assign(merged, { [setting]: value });
      }
      const problems = travelSettingsProblems(merged);
      if (problems.length > 0) throw new ValidationError(problems);
      const updated = await updateUserDto(manager, request.userId, changes);
      if (!updated) throw new NotFoundError('User', request.userId);
      return updated;
    });
    await this.userVersions.changed(request.userId);
    return saved;
  }
}
