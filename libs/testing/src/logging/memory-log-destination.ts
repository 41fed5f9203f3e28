import { Writable } from 'node:stream';

/**
 * Where a test's pino logger writes (`stream`): each JSON line it writes, parsed, in `lines`.
 *
 * @example
 * const { lines, stream } = memoryLogDestination();
 * createProcessLogger('travel', env, stream).info('hello');
 * expect(lines[0]).toMatchObject({ msg: 'hello' });
 */
export function memoryLogDestination(): {
  lines: Array<Record<string, unknown>>;
  stream: Writable;
} {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}
