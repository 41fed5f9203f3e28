import Fastify from 'fastify';

import { createProcessLogger, readObservabilityEnv, runInRequest } from '@app/observability';
import { memoryLogDestination } from '@app/testing';

import { logAccess } from './access-log';

/** A gateway-like server whose access lines go to `lines`, at LOG_LEVEL `level`. */
function server(level: string) {
  const { lines, stream } = memoryLogDestination();
  const log = createProcessLogger(
    'gateway',
    readObservabilityEnv({ LOG_LEVEL: level }, false),
    stream,
  ).child({ context: 'HTTP' });
  const fastify = Fastify({ genReqId: () => 'req-00000001' });
  fastify.addHook('onRequest', (request, _reply, done) => runInRequest(request.id, done));
  fastify.get('/api/user', async () => ({ ok: true }));
  fastify.get('/api/missing', async (_request, reply) => reply.code(404).send({}));
  fastify.get('/api/broken', async (_request, reply) => reply.code(500).send({}));
  fastify.addHook('onResponse', (request, reply, done) => {
    logAccess(log, request, reply);
    done();
  });
  return { fastify, lines };
}

describe('the access log', () => {
  // Since issue #20's load work: a line per request cost a tenth of the gateway's CPU, so answers
  // below 500 are written only at LOG_LEVEL=debug; failures always are.
  it('writes no line for a success or a client error at the default level', async () => {
    const { fastify, lines } = server('info');
    expect((await fastify.inject({ url: '/api/user' })).statusCode).toBe(200);
    expect((await fastify.inject({ url: '/api/missing' })).statusCode).toBe(404);
    expect(lines).toEqual([]);
  });

  it('writes every failure at error with its request id', async () => {
    const { fastify, lines } = server('info');
    expect((await fastify.inject({ url: '/api/broken?x=1' })).statusCode).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        context: 'HTTP',
        req_id: 'req-00000001',
        method: 'GET',
        url: '/api/broken',
        status_code: 500,
        msg: expect.stringMatching(/^GET \/api\/broken 500 [\d.]+ ms$/),
      }),
    ]);
  });

  it('writes one line per request at LOG_LEVEL=debug, without the query string', async () => {
    const { fastify, lines } = server('debug');
    await fastify.inject({ url: '/api/user?lang=de' });
    await fastify.inject({ url: '/api/missing' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'debug',
        req_id: 'req-00000001',
        url: '/api/user',
        status_code: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({ level: 'debug', url: '/api/missing', status_code: 404 }),
    ]);
  });
});
