import { Module } from '@nestjs/common';

import { SessionStoreModule } from '../sessions/session-store.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [SessionStoreModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
