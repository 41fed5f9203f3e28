import { withMinimumDuration } from './minimum-duration';

/** A clock that only moves when told, and a sleep that records what it was asked to wait. */
function fakeTime() {
  let time = 1_000;
  const slept: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      slept.push(ms);
      time += ms;
    },
    advance: (ms: number) => {
      time += ms;
    },
    slept,
  };
}

describe('withMinimumDuration', () => {
  it('pads quick work up to the floor', async () => {
    const time = fakeTime();
    const result = await withMinimumDuration(
      300,
      async () => {
        time.advance(40);
        return 'done';
      },
      time,
    );
    expect(result).toBe('done');
    expect(time.slept).toEqual([260]);
  });

  it('does not wait after work that took longer than the floor', async () => {
    const time = fakeTime();
    await withMinimumDuration(300, async () => time.advance(450), time);
    expect(time.slept).toEqual([]);
  });

  it('pads a failure too, then rethrows it', async () => {
    const time = fakeTime();
    await expect(
      withMinimumDuration(
        300,
        async () => {
          time.advance(10);
          throw new Error('database down');
        },
        time,
      ),
    ).rejects.toThrow('database down');
    expect(time.slept).toEqual([290]);
  });
});
