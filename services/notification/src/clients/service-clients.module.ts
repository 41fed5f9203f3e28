import { Global, Module } from '@nestjs/common';

import { rpcClientProvider } from '@app/nest-core';
import { RpcSigner } from '@app/rpc';

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
    rpcClientProvider(AuthRecipientsClient, NotificationEnv, (env) => ({
      host: env.AUTH_SERVICE_HOST,
      port: env.AUTH_SERVICE_PORT,
      signer: notificationSigner(env),
    })),
    rpcClientProvider(TravelEntriesClient, NotificationEnv, (env) => ({
      host: env.TRAVEL_SERVICE_HOST,
      port: env.TRAVEL_SERVICE_PORT,
      signer: notificationSigner(env),
    })),
  ],
  exports: [AuthRecipientsClient, TravelEntriesClient],
})
export class ServiceClientsModule {}
