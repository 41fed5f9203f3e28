import type { INestApplicationContext } from '@nestjs/common';

import {
  exitOnShutdownSignals,
  holdShutdownSignals,
  SHUTDOWN_CLOSE_MARGIN_MS,
  SHUTDOWN_SIGNALS,
} from './exit-on-shutdown-signals';

/** An app whose close and shutdown hooks are recorded. */
function fakeApp() {
  const close = jest.fn(() => Promise.resolve());
  const enableShutdownHooks = jest.fn();
  const app = { close, enableShutdownHooks } as unknown as INestApplicationContext;
  return { app, close, enableShutdownHooks };
}

const logger = { warn: jest.fn(), error: jest.fn() };
const listeners = () => SHUTDOWN_SIGNALS.map((signal) => process.listenerCount(signal));

describe('holdShutdownSignals', () => {
  let exit: jest.SpyInstance;
  let before: number[];

  beforeEach(() => {
    // A signal arms the shutdown deadline: its timer must not outlive the test.
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    before = listeners();
    exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  });
  afterEach(() => {
    jest.useRealTimers();
    exit.mockRestore();
    for (const signal of SHUTDOWN_SIGNALS) process.removeAllListeners(signal);
  });

  it('closes the app and exits 0 when SIGTERM arrived while the app was being created', async () => {
    const signals = holdShutdownSignals({ logger });
    // Without a listener, the process would die by the signal here (the bug this prevents).
    expect(listeners().every((count, i) => count === before[i]! + 1)).toBe(true);
    process.emit('SIGTERM');
    const { app, close, enableShutdownHooks } = fakeApp();

    expect(signals.attach(app)).toBe(true);
    await close.mock.results[0]!.value;
    await new Promise(setImmediate);

    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(enableShutdownHooks).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      'SIGTERM received while starting: stopping once started, then exiting',
    );
  });

  it('exits 1 when closing after the signal fails', async () => {
    const signals = holdShutdownSignals({ logger });
    process.emit('SIGINT');
    const { app, close } = fakeApp();
    close.mockImplementation(() => Promise.reject(new Error('redis gone')));

    expect(signals.attach(app)).toBe(true);
    await new Promise(setImmediate);

    expect(exit).toHaveBeenCalledWith(1);
  });

  it('hands the signals to the app when none arrived', () => {
    const signals = holdShutdownSignals({ logger });
    const { app, close, enableShutdownHooks } = fakeApp();

    expect(signals.attach(app)).toBe(false);

    expect(close).not.toHaveBeenCalled();
    expect(enableShutdownHooks).toHaveBeenCalledWith([...SHUTDOWN_SIGNALS], {
      useProcessExit: true,
    });
    // Its own start-up listeners are gone; exitOnShutdownSignals' log line is there instead.
    expect(listeners().every((count, i) => count === before[i]! + 1)).toBe(true);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('the shutdown deadline', () => {
  let exit: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    logger.warn.mockClear();
    logger.error.mockClear();
    exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  });
  afterEach(() => {
    jest.useRealTimers();
    exit.mockRestore();
    for (const signal of SHUTDOWN_SIGNALS) process.removeAllListeners(signal);
  });

  it('logs the signal at warn, and exits 1 naming what is still open when the hooks outlive grace + margin', () => {
    const { app } = fakeApp();
    exitOnShutdownSignals(app, { logger, graceMs: 1_000 });

    // Nest's own listener would run the hooks; here they never settle.
    process.emit('SIGTERM');
    expect(logger.warn).toHaveBeenCalledWith(
      'SIGTERM received: finishing the work in flight, then exiting',
    );
    jest.advanceTimersByTime(1_000 + SHUTDOWN_CLOSE_MARGIN_MS - 1);
    expect(exit).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(
          `^still stopping ${1_000 + SHUTDOWN_CLOSE_MARGIN_MS} ms after SIGTERM \\(open: .+\\): exiting with code 1$`,
        ),
      ),
    );
  });

  it('bounds a close that started because a signal came while the app was being created', () => {
    const signals = holdShutdownSignals({ logger, graceMs: 500 });
    process.emit('SIGINT');
    const { app, close } = fakeApp();
    close.mockImplementation(() => new Promise<void>(() => undefined));

    expect(signals.attach(app)).toBe(true);
    jest.advanceTimersByTime(500 + SHUTDOWN_CLOSE_MARGIN_MS);

    expect(exit).toHaveBeenCalledWith(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('after SIGINT (open: '));
  });

  it('arms no deadline before a signal', () => {
    const { app } = fakeApp();
    exitOnShutdownSignals(app, { logger, graceMs: 10 });

    jest.advanceTimersByTime(60_000);

    expect(exit).not.toHaveBeenCalled();
  });
});
