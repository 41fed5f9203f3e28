import { Global, Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';

import {
  AUTH_SERVICE,
  BILLING_SERVICE,
  NOTIFICATION_SERVICE,
  REPORTING_SERVICE,
  TRAVEL_SERVICE,
} from '@app/contracts';

import { CoalescingJsonSocket } from '@app/rpc';

import { GatewayEnv } from '../config/env.schema';

import { ServiceClient } from './service-client';

/**
 * One TCP client per service; `ServiceClient` adds the timeout and error mapping to each call. The
 * calls of one event-loop turn to a service leave in one write (`CoalescingJsonSocket`).
 */
@Global()
@Module({
  imports: [
    ClientsModule.registerAsync([
      {
        name: AUTH_SERVICE,
        inject: [GatewayEnv],
        useFactory: (env: GatewayEnv) => ({
          transport: Transport.TCP,
          options: {
            socketClass: CoalescingJsonSocket,
            host: env.AUTH_SERVICE_HOST,
            port: env.AUTH_SERVICE_PORT,
          },
        }),
      },
      {
        name: NOTIFICATION_SERVICE,
        inject: [GatewayEnv],
        useFactory: (env: GatewayEnv) => ({
          transport: Transport.TCP,
          options: {
            socketClass: CoalescingJsonSocket,
            host: env.NOTIFICATION_SERVICE_HOST,
            port: env.NOTIFICATION_SERVICE_PORT,
          },
        }),
      },
      {
        name: TRAVEL_SERVICE,
        inject: [GatewayEnv],
        useFactory: (env: GatewayEnv) => ({
          transport: Transport.TCP,
          options: {
            socketClass: CoalescingJsonSocket,
            host: env.TRAVEL_SERVICE_HOST,
            port: env.TRAVEL_SERVICE_PORT,
          },
        }),
      },
      {
        name: BILLING_SERVICE,
        inject: [GatewayEnv],
        useFactory: (env: GatewayEnv) => ({
          transport: Transport.TCP,
          options: {
            socketClass: CoalescingJsonSocket,
            host: env.BILLING_SERVICE_HOST,
            port: env.BILLING_SERVICE_PORT,
          },
        }),
      },
      {
        name: REPORTING_SERVICE,
        inject: [GatewayEnv],
        useFactory: (env: GatewayEnv) => ({
          transport: Transport.TCP,
          options: {
            socketClass: CoalescingJsonSocket,
            host: env.REPORTING_SERVICE_HOST,
            port: env.REPORTING_SERVICE_PORT,
          },
        }),
      },
    ]),
  ],
  providers: [ServiceClient],
  exports: [ServiceClient],
})
export class ServiceClientsModule {}
