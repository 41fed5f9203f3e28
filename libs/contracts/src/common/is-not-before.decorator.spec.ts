import { Allow } from 'class-validator';

import { problemsOf } from '../_testing/dto-test-helpers';
import { IsNotBefore } from './is-not-before.decorator';

class RangeDto {
  @Allow()
  from!: unknown;

  @IsNotBefore('from')
  to!: unknown;
}

describe('IsNotBefore', () => {
  it('rejects a date before the other property with a default message', async () => {
    expect(await problemsOf(RangeDto, { from: '2025-06-01', to: '2025-05-31' })).toEqual({
      to: ['to must not be before from'],
    });
  });

  it('accepts an equal date', async () => {
    expect(await problemsOf(RangeDto, { from: '2025-06-01', to: '2025-06-01' })).toEqual({});
  });

  it('accepts a later date across a year boundary', async () => {
    expect(await problemsOf(RangeDto, { from: '2024-12-31', to: '2025-01-01' })).toEqual({});
  });

  it.each([
    ['the other property is missing', { to: '2025-05-31' }],
    ['the other property is not a real date', { from: '2025-02-30', to: '2025-01-01' }],
    ['its own value is not a real date', { from: '2025-06-01', to: '2025-1-1' }],
  ])('leaves the judgement to other checks when %s', async (_case, plain) => {
    expect(await problemsOf(RangeDto, plain)).toEqual({});
  });
});
