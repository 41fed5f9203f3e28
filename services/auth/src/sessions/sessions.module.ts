import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CredentialsModule } from '../credentials/credentials.module';
import { MfaModule } from '../mfa/mfa.module';
import { UserEntity } from '../users/user.entity';
import { SessionStoreModule } from './session-store.module';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity]),
    CredentialsModule,
    SessionStoreModule,
    MfaModule,
  ],
  controllers: [SessionsController],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
