import type { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';

import type { RpcService } from '@app/contracts';
import { createValidationPipe, RpcErrorFilter } from '@app/nest-core';
import { DrainingTcpServer } from '@app/rpc';

import { testRpcVerifier } from './rpc-keys';

/**
 * Starts `module` (a test's fake of a service: controllers with `@MessagePattern`s) as a TCP
 * microservice on 127.0.0.1:`port`, with the services' own transport (caller assertions checked
 * against the test keys, as `service`), validation pipe and RPC error filter, so that callers see
 * the same checks and coded errors as from the real service.
 *
 * @example
 * const reporting = await startFakeRpcService(FakeReportingModule, await freePort(), 'reporting');
 */
export async function startFakeRpcService(
  module: Type,
  port: number,
  service: RpcService,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new DrainingTcpServer({
      host: '127.0.0.1',
      port,
      service,
      verifier: testRpcVerifier(service),
    }),
    logger: ['error'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  await app.listen();
  return app;
}
