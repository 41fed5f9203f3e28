import { afterFirstPaint } from './after-first-paint';

/** A PerformanceObserver stand-in that reports the paints `emit` is given. */
function observePaints() {
  let report: ((names: string[]) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(
      private readonly callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void,
    ) {
      report = (names) => this.callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  return { emit: (...names: string[]) => report?.(names) };
}

describe('afterFirstPaint', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(globalThis, { PerformanceObserver: original });
  });

  it('resolves in the task after the first contentful paint, not at the first paint', async () => {
    const paints = observePaints();
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    paints.emit('first-paint');
    await jest.advanceTimersByTimeAsync(10);
    expect(resolved).toBe(false);
    paints.emit('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('resolves after the time-out when no paint is reported (a hidden tab)', async () => {
    observePaints();
    let resolved = false;
    void afterFirstPaint(1000).then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(2);
    expect(resolved).toBe(true);
  });
});
