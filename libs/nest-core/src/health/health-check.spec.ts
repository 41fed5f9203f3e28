import { Test } from '@nestjs/testing';

import { healthCheck } from './health-check';

const REDIS = Symbol('REDIS');

describe('healthCheck', () => {
  async function controllerWith(redis: { ping(): Promise<unknown> }) {
    const { controllers, providers } = healthCheck('travel', {
      inject: [REDIS],
      probes: (client: { ping(): Promise<unknown> }) => [['Redis', () => client.ping()]],
    });
    const module = await Test.createTestingModule({
      controllers,
      providers: [...providers, { provide: REDIS, useValue: redis }],
    }).compile();
    const type = controllers[0] as new (...args: never[]) => { check(): Promise<unknown> };
    return { controller: module.get(type) };
  }

  it('answers ok while the injected dependencies answer', async () => {
    const { controller } = await controllerWith({ ping: async () => 'PONG' });
    await expect(controller.check()).resolves.toEqual({ status: 'ok', service: 'travel' });
  });

  it('answers a 503 naming the dependency that is down', async () => {
    const { controller } = await controllerWith({ ping: () => Promise.reject(new Error('no')) });
    await expect(controller.check()).rejects.toMatchObject({
      status: 503,
      message: 'The travel service cannot reach Redis right now.',
    });
  });
});
