import { checkDependencies, withTimeout } from './dependency-check';

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
      message: 'The billing service cannot reach Postgres, the event bus.',
    });
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
