import { Module } from '@nestjs/common';

import { CredentialsModule } from '../credentials/credentials.module';
import { SessionStoreModule } from '../sessions/session-store.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UserDeletion } from '../users/user-deletion';

@Module({
  imports: [CredentialsModule, SessionStoreModule],
  controllers: [AccountController],
  providers: [AccountService, UserDeletion],
})
export class AccountModule {}
