import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CredentialsModule } from '../credentials/credentials.module';
import { UserEntity } from '../users/user.entity';
import { SessionStoreModule } from './session-store.module';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), CredentialsModule, SessionStoreModule],
  controllers: [SessionsController],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
