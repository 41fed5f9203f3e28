import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';

import { NotificationEnv } from '../config/env.schema';
import { AuthRecipientsClient } from './auth-recipients.client';
import { TravelEntriesClient } from './travel-entries.client';

/** The RPC clients of the services the notification service reads from (TCP, connected lazily). */
@Global()
@Module({
  providers: [
    {
      provide: AuthRecipientsClient,
      inject: [NotificationEnv],
      useFactory: (env: NotificationEnv) =>
        new AuthRecipientsClient(
          ClientProxyFactory.create({
            transport: Transport.TCP,
            options: { host: env.AUTH_SERVICE_HOST, port: env.AUTH_SERVICE_PORT },
          }),
        ),
    },
    {
      provide: TravelEntriesClient,
      inject: [NotificationEnv],
      useFactory: (env: NotificationEnv) =>
        new TravelEntriesClient(
          ClientProxyFactory.create({
            transport: Transport.TCP,
            options: { host: env.TRAVEL_SERVICE_HOST, port: env.TRAVEL_SERVICE_PORT },
          }),
        ),
    },
  ],
  exports: [AuthRecipientsClient, TravelEntriesClient],
})
export class ServiceClientsModule {}
