import { Module } from '@nestjs/common';

import { CredentialsModule } from '../credentials/credentials.module';
import { SessionStoreModule } from '../sessions/session-store.module';
import { MfaService } from './mfa.service';

/** Administrators' second factor (TOTP and recovery codes); used by sign-in. */
@Module({
  imports: [CredentialsModule, SessionStoreModule],
  providers: [MfaService],
  exports: [MfaService],
})
export class MfaModule {}
