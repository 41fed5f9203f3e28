import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';

import { RpcSigner } from '@app/nest-core';

import { NotificationEnv } from '../config/env.schema';
import { AuthRecipientsClient } from './auth-recipients.client';
import { TravelEntriesClient } from './travel-entries.client';

/** The notification service's key for its calls (required to serve). */
function notificationSigner(env: NotificationEnv): RpcSigner {
  return RpcSigner.configured(
    'notification',
    env.NOTIFICATION_RPC_PRIVATE_KEY,
    'NOTIFICATION_RPC_PRIVATE_KEY',
  );
}

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
          notificationSigner(env),
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
          notificationSigner(env),
        ),
    },
  ],
  exports: [AuthRecipientsClient, TravelEntriesClient],
})
export class ServiceClientsModule {}
