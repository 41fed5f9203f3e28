import { Module } from '@nestjs/common';

import { EmailChangeModule } from '../email-change/email-change.module';
import { SessionStoreModule } from '../sessions/session-store.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UpdateTravelSettings } from './update-travel-settings';

@Module({
  imports: [SessionStoreModule, EmailChangeModule],
  controllers: [ProfileController],
  providers: [ProfileService, UpdateTravelSettings],
})
export class ProfileModule {}
