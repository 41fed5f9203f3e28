import 'reflect-metadata';

import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

import { ROOT_FIELD, validateDto, validateEventPayload } from './validate-dto';
import { IsIsoCalendarDate } from './is-iso-calendar-date.decorator';
import { ValidationError } from '../errors/validation.error';

class ChildDto {
  @IsInt()
  @Min(1)
  count!: number;
}

class SampleDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  name!: string;

  @IsDefined({ message: 'Day is required' })
  @IsIsoCalendarDate()
  day!: string;
}

class ParentDto {
  @ValidateNested()
  @Type(() => ChildDto)
  child!: ChildDto;

  @ValidateNested({ each: true })
  @Type(() => ChildDto)
  children!: ChildDto[];
}

describe('validateDto', () => {
  it('returns an instance of the class with transformations applied', async () => {
    const result = await validateDto(SampleDto, { name: '  Ada ', day: '2025-06-01' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toBeInstanceOf(SampleDto);
    expect(result.value).toMatchObject({ name: 'Ada', day: '2025-06-01' });
  });

  it('rejects an unknown field', async () => {
    const result = await validateDto(SampleDto, { name: 'Ada', day: '2025-06-01', role: 'admin' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ValidationError);
    expect(result.error.errors).toEqual([
      { field: 'role', messages: ['property role should not exist'] },
    ]);
  });

  it('reports only the required message for a missing field', async () => {
    const result = await validateDto(SampleDto, { name: 'Ada' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors).toEqual([{ field: 'day', messages: ['Day is required'] }]);
    expect(result.error.message).toBe('Day is required');
    expect(result.error.status).toBe(400);
  });

  it('reports only the type problem for a value of the wrong type', async () => {
    class TypedDto {
      @IsString({ message: 'Name must be text' })
      @MinLength(2)
      @Matches(/^[a-z]+$/)
      name!: string;
    }
    const result = await validateDto(TypedDto, { name: 7 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors).toEqual([{ field: 'name', messages: ['Name must be text'] }]);
  });

  it('reports every other problem of a field once', async () => {
    class LongDto {
      @MinLength(5, { message: 'Too short' })
      @Matches(/^[a-z]+$/, { message: 'Lower case only' })
      @MaxLength(1, { message: 'Too short' })
      name!: string;
    }
    const result = await validateDto(LongDto, { name: 'AB' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors).toHaveLength(1);
    expect([...(result.error.errors[0]?.messages ?? [])].sort()).toEqual([
      'Lower case only',
      'Too short',
    ]);
  });

  it.each([
    ['null', null],
    ['an array', [{ name: 'Ada' }]],
    ['a string', 'Ada'],
    ['undefined', undefined],
  ])('rejects %s in place of an object', async (_case, plain) => {
    const result = await validateDto(SampleDto, plain);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors).toEqual([
      { field: ROOT_FIELD, messages: ['Expected a JSON object'] },
    ]);
  });

  it('rejects a __proto__ key from parsed JSON', async () => {
    const plain: unknown = JSON.parse('{"name":"Ada","day":"2025-06-01","__proto__":{"x":1}}');
    const result = await validateDto(SampleDto, plain);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors.map(({ field }) => field)).toEqual(['__proto__']);
  });

  it('names nested problems by their path', async () => {
    const result = await validateDto(ParentDto, {
      child: { count: 0 },
      children: [{ count: 1 }, { count: 'two' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors).toEqual([
      { field: 'child.count', messages: ['count must not be less than 1'] },
      { field: 'children.1.count', messages: ['count must be an integer number'] },
    ]);
  });
});

describe('validateEventPayload', () => {
  it('drops unknown fields instead of rejecting them', async () => {
    const result = await validateEventPayload(SampleDto, {
      name: 'Ada',
      day: '2025-06-01',
      addedLater: true,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('addedLater');
  });

  it('still rejects invalid known fields', async () => {
    const result = await validateEventPayload(SampleDto, { name: 'Ada', day: '2025-02-30' });
    expect(result.ok).toBe(false);
  });
});
