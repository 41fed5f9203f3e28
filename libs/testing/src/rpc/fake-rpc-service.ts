import type { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';

import { createValidationPipe, RpcErrorFilter } from '@app/nest-core';

/**
 * Starts `module` (a test's fake of a service: controllers with `@MessagePattern`s) as a TCP
 * microservice on 127.0.0.1:`port`, with the services' own validation pipe and RPC error filter,
 * so that callers see the same validation and coded errors as from the real service.
 *
 * @example
 * const reporting = await startFakeRpcService(FakeReportingModule, await freePort());
 */
export async function startFakeRpcService(module: Type, port: number): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    transport: Transport.TCP,
    options: { host: '127.0.0.1', port },
    logger: ['error'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  await app.listen();
  return app;
}
