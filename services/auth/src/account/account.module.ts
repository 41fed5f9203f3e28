import { Module } from '@nestjs/common';

import { CredentialsModule } from '../credentials/credentials.module';
import { SessionStoreModule } from '../sessions/session-store.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({
  imports: [CredentialsModule, SessionStoreModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
