import { Module } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';

import { RpcSigner } from '@app/nest-core';

import { ReportingEnv } from '../config/env.schema';
import { TravelClient } from './travel-client';

/** The TCP client of the travel service (`TRAVEL_SERVICE_HOST:TRAVEL_SERVICE_PORT`). */
@Module({
  providers: [
    {
      provide: TravelClient,
      inject: [ReportingEnv],
      useFactory: (env: ReportingEnv) =>
        new TravelClient(
          ClientProxyFactory.create({
            transport: Transport.TCP,
            options: { host: env.TRAVEL_SERVICE_HOST, port: env.TRAVEL_SERVICE_PORT },
          }),
          RpcSigner.configured(
            'reporting',
            env.REPORTING_RPC_PRIVATE_KEY,
            'REPORTING_RPC_PRIVATE_KEY',
          ),
          env.RPC_TIMEOUT_MS,
        ),
    },
  ],
  exports: [TravelClient],
})
export class TravelClientModule {}
