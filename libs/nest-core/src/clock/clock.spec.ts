import { Inject, Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';

import { CLOCK, type Clock, ClockModule, systemClock } from './clock';

@Injectable()
class ReadsTheClock {
  constructor(@Inject(CLOCK) readonly clock: Clock) {}
}

async function clockOf(module: ReturnType<typeof ClockModule.forRoot>): Promise<Clock> {
  const app = await Test.createTestingModule({
    imports: [module],
    providers: [ReadsTheClock],
  }).compile();
  return app.get(ReadsTheClock).clock;
}

describe('ClockModule', () => {
  it("gives every provider the test's clock", async () => {
    const fixed: Clock = () => new Date('2025-06-15T12:00:00Z');
    const clock = await clockOf(ClockModule.forRoot(fixed));
    expect(clock().toISOString()).toBe('2025-06-15T12:00:00.000Z');
  });

  it('gives the system clock by default', async () => {
    const clock = await clockOf(ClockModule.forRoot());
    expect(clock).toBe(systemClock);
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
