import { Module } from '@nestjs/common';

import { SessionStoreModule } from '../sessions/session-store.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UpdateTravelSettings } from './update-travel-settings';

@Module({
  imports: [SessionStoreModule],
  controllers: [ProfileController],
  providers: [ProfileService, UpdateTravelSettings],
})
export class ProfileModule {}
