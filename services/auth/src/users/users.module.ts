import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CredentialsModule } from '../credentials/credentials.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), CredentialsModule, SessionsModule],
  controllers: [UsersController],
  providers: [UsersService],
})
export class UsersModule {}
