import { problemsOf } from '../_testing/dto-test-helpers';
import { IsIsoTimestamp } from './is-iso-timestamp.decorator';

class StampedDto {
  @IsIsoTimestamp()
  at!: string;
}

describe('IsIsoTimestamp', () => {
  it.each(['2025-06-01T09:30:00.000Z', '2025-06-01T09:30:00Z', '2025-06-01T10:30:00+01:00'])(
    'accepts %p',
    async (at) => {
      expect(await problemsOf(StampedDto, { at })).toEqual({});
    },
  );

  it.each([
    ['a bare calendar date', '2025-06-01'],
    ['a time without a zone', '2025-06-01T09:30:00'],
    ['an impossible day', '2025-02-30T09:30:00Z'],
    ['a space instead of T', '2025-06-01 09:30:00Z'],
  ])('rejects %s', async (_case, at) => {
    expect(await problemsOf(StampedDto, { at })).toEqual({
      at: ['at must be an ISO 8601 timestamp with a time zone'],
    });
  });
});
