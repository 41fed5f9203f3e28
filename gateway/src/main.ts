import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppLogger, loadConfig } from '@app/nest-core';

import { AppModule } from './app.module';
import { GatewayEnv } from './config/env.schema';
import { configureHttp, fastifyOptions } from './http/configure-http';

/** Builds the gateway application (used by main and by the tests). */
export async function createGateway(env = loadConfig(GatewayEnv)): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(env),
    new FastifyAdapter(fastifyOptions(env)),
    {
      // No Nest body parsers (it would add urlencoded): Fastify's JSON parser is the only one.
      bodyParser: false,
      logger: new AppLogger('gateway'),
      // Fail with the error instead of exiting the process, so that callers (tests) see it.
      abortOnError: false,
    },
  );
  await configureHttp(app, env);
  app.enableShutdownHooks();
  return app;
}

async function main(): Promise<void> {
  const env = loadConfig(GatewayEnv);
  const app = await createGateway(env);
  await app.listen(env.PORT, env.HOST);
  new Logger('Gateway').log(`Listening on http://${env.HOST}:${env.PORT}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
