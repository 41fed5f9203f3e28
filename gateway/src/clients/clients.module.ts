import { Global, Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';

import { CoalescingJsonSocket } from '@app/rpc';

import { GatewayEnv } from '../config/env.schema';

import {
  CALLED_SERVICES,
  type CalledService,
  calledServiceAddress,
  ServiceClient,
} from './service-client';

/**
 * One TCP client per service; `ServiceClient` adds the timeout and error mapping to each call. The
 * calls of one event-loop turn to a service leave in one write (`CoalescingJsonSocket`).
 */
@Global()
@Module({
  imports: [
    ClientsModule.registerAsync(
      (Object.keys(CALLED_SERVICES) as CalledService[]).map((service) => ({
        name: CALLED_SERVICES[service],
        inject: [GatewayEnv],
        useFactory: (env: GatewayEnv) => ({
          transport: Transport.TCP,
          options: { socketClass: CoalescingJsonSocket, ...calledServiceAddress(env, service) },
        }),
      })),
    ),
  ],
  providers: [ServiceClient],
  exports: [ServiceClient],
})
export class ServiceClientsModule {}
