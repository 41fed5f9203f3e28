import type { INestApplicationContext } from '@nestjs/common';

import { holdShutdownSignals, SHUTDOWN_SIGNALS } from './exit-on-shutdown-signals';

/** An app whose close and shutdown hooks are recorded. */
function fakeApp() {
  const close = jest.fn(() => Promise.resolve());
  const enableShutdownHooks = jest.fn();
  const app = { close, enableShutdownHooks } as unknown as INestApplicationContext;
  return { app, close, enableShutdownHooks };
}

const logger = { log: jest.fn(), error: jest.fn() };
const listeners = () => SHUTDOWN_SIGNALS.map((signal) => process.listenerCount(signal));

describe('holdShutdownSignals', () => {
  let exit: jest.SpyInstance;
  let before: number[];

  beforeEach(() => {
    before = listeners();
    exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  });
  afterEach(() => {
    exit.mockRestore();
    for (const signal of SHUTDOWN_SIGNALS) process.removeAllListeners(signal);
  });

  it('closes the app and exits 0 when SIGTERM arrived while the app was being created', async () => {
    const signals = holdShutdownSignals(logger);
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
    expect(logger.log).toHaveBeenCalledWith(
      'SIGTERM received while starting: stopping once started, then exiting',
    );
  });

  it('exits 1 when closing after the signal fails', async () => {
    const signals = holdShutdownSignals(logger);
    process.emit('SIGINT');
    const { app, close } = fakeApp();
    close.mockImplementation(() => Promise.reject(new Error('redis gone')));

    expect(signals.attach(app)).toBe(true);
    await new Promise(setImmediate);

    expect(exit).toHaveBeenCalledWith(1);
  });

  it('hands the signals to the app when none arrived', () => {
    const signals = holdShutdownSignals(logger);
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
