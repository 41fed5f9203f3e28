import { AccessLog } from './access-log';

const at = Date.parse('2026-11-25T10:00:00.000Z');

describe('AccessLog', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes the lines of a burst together, each stamped and on its own line', () => {
    const writes: string[] = [];
    const log = new AccessLog((text) => writes.push(text), { maxDelayMs: 100, now: () => at });

    log.write('GET /api/user 200 1.0 ms req=a');
    log.write('GET /api/config 200 0.5 ms req=b');
    expect(writes).toEqual([]);

    jest.advanceTimersByTime(100);
    expect(writes).toEqual([
      '2026-11-25T10:00:00.000Z HTTP GET /api/user 200 1.0 ms req=a\n' +
        '2026-11-25T10:00:00.000Z HTTP GET /api/config 200 0.5 ms req=b\n',
    ]);

    jest.advanceTimersByTime(1_000);
    expect(writes).toHaveLength(1);
  });

  it('writes at once when the buffer is full, and keeps later lines for the next write', () => {
    const writes: string[] = [];
    const log = new AccessLog((text) => writes.push(text), { maxBufferedChars: 100 });

    log.write('x'.repeat(60));
    expect(writes).toHaveLength(0);
    log.write('y'.repeat(60));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('x'.repeat(60));
    expect(writes[0]).toContain('y'.repeat(60));

    log.write('z');
    jest.runOnlyPendingTimers();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toMatch(/ HTTP z\n$/);
  });

  it('flush() writes what waits (on exit) and nothing when nothing waits', () => {
    const writes: string[] = [];
    const log = new AccessLog((text) => writes.push(text));

    log.flush();
    expect(writes).toEqual([]);
    log.write('DELETE /api/user 204 3.0 ms req=c');
    log.flush();
    expect(writes).toHaveLength(1);
    jest.runOnlyPendingTimers();
    expect(writes).toHaveLength(1);
  });
});
