import { Module } from '@nestjs/common';

import { rpcClientProvider } from '@app/nest-core';
import { RpcSigner } from '@app/rpc';

import { ReportingEnv } from '../config/env.schema';
import { TravelClient } from './travel-client';

/** The TCP client of the travel service (`TRAVEL_SERVICE_HOST:TRAVEL_SERVICE_PORT`). */
@Module({
  providers: [
    rpcClientProvider(TravelClient, ReportingEnv, (env) => ({
      host: env.TRAVEL_SERVICE_HOST,
      port: env.TRAVEL_SERVICE_PORT,
      signer: RpcSigner.configured(
        'reporting',
        env.REPORTING_RPC_PRIVATE_KEY,
        'REPORTING_RPC_PRIVATE_KEY',
      ),
      timeoutMs: env.RPC_TIMEOUT_MS,
    })),
  ],
  exports: [TravelClient],
})
export class TravelClientModule {}
