import type { ClassConstructor } from 'class-transformer';

import { validateDto } from '../common/validate-dto';

/**
 * The problems `validateDto` finds, keyed by field, or `{}` when the input is valid.
 *
 * @example
 * expect(await problemsOf(LoginDto, {})).toEqual({ username: ['Username is required'], ... });
 */
export async function problemsOf<T extends object>(
  cls: ClassConstructor<T>,
  plain: unknown,
): Promise<Record<string, string[]>> {
  const result = await validateDto(cls, plain);
  if (result.ok) return {};
  return Object.fromEntries(result.error.errors.map(({ field, messages }) => [field, messages]));
}

/** The validated instance; fails the test when the input is invalid. */
export async function validInstance<T extends object>(
  cls: ClassConstructor<T>,
  plain: unknown,
): Promise<T> {
  const result = await validateDto(cls, plain);
  if (!result.ok) throw new Error(`Expected valid input, got: ${result.error.message}`);
  return result.value;
}
