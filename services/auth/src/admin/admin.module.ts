import { Module } from '@nestjs/common';

import { SessionStoreModule } from '../sessions/session-store.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { UserDeletion } from '../users/user-deletion';

/** The admin console's account calls (issue #9). */
@Module({
  imports: [SessionStoreModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersService, UserDeletion],
})
export class AdminModule {}
