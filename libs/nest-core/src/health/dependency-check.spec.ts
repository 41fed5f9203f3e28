import { checkDependencies, runProbes, withTimeout } from './dependency-check';

const never = () => new Promise<never>(() => undefined);

describe('checkDependencies', () => {
  it('is ok when every dependency answers', async () => {
    await expect(
      checkDependencies('travel', [
        ['Postgres', async () => 1],
        ['Redis', async () => 'PONG'],
      ]),
    ).resolves.toEqual({ status: 'ok', service: 'travel' });
  });

  it('names every dependency that failed or did not answer in time (503)', async () => {
    await expect(
      checkDependencies(
        'billing',
        [
          ['Postgres', async () => Promise.reject(new Error('refused'))],
          ['Redis', async () => 'PONG'],
          ['the event bus', never],
        ],
        50,
      ),
    ).rejects.toMatchObject({
      status: 503,
      message: 'The billing service cannot reach Postgres or the event bus right now.',
    });
  });
});

describe('checkDependencies names what is down as one list', () => {
  it('one, two or three names', async () => {
    const down = async () => Promise.reject(new Error('refused'));
    await expect(checkDependencies('auth', [['Redis', down]])).rejects.toMatchObject({
      message: 'The auth service cannot reach Redis right now.',
    });
    await expect(
      checkDependencies('auth', [
        ['Postgres', down],
        ['Redis', down],
        ['the event bus', down],
      ]),
    ).rejects.toMatchObject({
      message: 'The auth service cannot reach Postgres, Redis or the event bus right now.',
    });
  });
});

describe('runProbes', () => {
  it('says which answered and why the others did not', async () => {
    expect(
      await runProbes(
        [
          ['redis', async () => 'PONG'],
          ['auth', async () => Promise.reject(new Error('refused'))],
          ['travel', never],
        ],
        20,
      ),
    ).toEqual([
      { name: 'redis', ok: true },
      { name: 'auth', ok: false, reason: 'Error: refused' },
      { name: 'travel', ok: false, reason: 'Error: travel did not answer within 20 ms' },
    ]);
  });
});

describe('withTimeout', () => {
  it('gives the value, or rejects with the message after the time', async () => {
    await expect(withTimeout(Promise.resolve(3), 50, 'slow')).resolves.toBe(3);
    await expect(withTimeout(never(), 20, 'Redis did not answer')).rejects.toThrow(
      'Redis did not answer within 20 ms',
    );
  });
});
