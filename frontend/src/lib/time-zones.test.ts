import { setBrowserTimeZone } from '../testing/browser-time-zone';
import { browserTimeZone, timeZoneNames } from './time-zones';

describe('browserTimeZone', () => {
  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });

  it('asks Temporal where the browser has it, without building an Intl formatter', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'Europe/Paris' } };
    expect(browserTimeZone()).toBe('Europe/Paris');
    expect(built).not.toHaveBeenCalled();
  });

  it("falls back to Intl's resolved zone", () => {
    setBrowserTimeZone('Asia/Tokyo');
    expect(browserTimeZone()).toBe('Asia/Tokyo');
  });

  it('answers UTC when neither will say', () => {
    (globalThis as { Temporal?: unknown }).Temporal = {
      Now: {
        timeZoneId: () => {
          throw new Error('no zone');
        },
      },
    };
    expect(browserTimeZone()).toBe('UTC');
  });
});

describe('timeZoneNames', () => {
  it('always lists UTC and the extra zone, sorted', () => {
    const names = timeZoneNames('Mars/Olympus');
    expect(names).toContain('UTC');
    expect(names).toContain('Mars/Olympus');
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
