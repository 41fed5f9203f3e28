import { plainToInstance, type ClassConstructor } from 'class-transformer';
import {
  validate,
  type ValidationError as ClassValidatorError,
  type ValidatorOptions,
} from 'class-validator';

import { ValidationError, type FieldError } from '../errors/validation.error';
import { isPlainObject } from './is-plain-object';

/**
 * The class-validator options every process uses for request DTOs: unknown fields are rejected.
 * Nest's `ValidationPipe` in nest-core takes the same options, with `transform: true` (so that
 * `@Transform` normalisations reach the handler) and an `exceptionFactory` built on
 * `toFieldErrors`, so that HTTP and RPC report problems alike.
 */
export const DTO_VALIDATOR_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
} as const satisfies ValidatorOptions;

/**
 * The options for event payloads: unknown fields are dropped, not rejected, because a producer may
 * add a field to an event without a new version (HOUSE-STYLE, Kafka events).
 */
export const EVENT_VALIDATOR_OPTIONS = {
  ...DTO_VALIDATOR_OPTIONS,
  forbidNonWhitelisted: false,
} as const satisfies ValidatorOptions;

/** The field name of a problem with the value as a whole, e.g. a body that is not an object. */
export const ROOT_FIELD = '(root)';

export type ValidateDtoResult<T> = { ok: true; value: T } | { ok: false; error: ValidationError };

/** The constraint name of class-validator's `@IsDefined`, which we use for "is required". */
const REQUIRED_CONSTRAINT = 'isDefined';

/** class-validator's type checks: a value of the wrong type reports only these. */
const TYPE_CONSTRAINTS: ReadonlySet<string> = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
]);

function messagesOf(constraints: Record<string, string> = {}): string[] {
  const entries = Object.entries(constraints);
  const required = constraints[REQUIRED_CONSTRAINT];
  // A missing field reports only that it is missing, not every check its absence also fails.
  if (required !== undefined) return [required];
  const typeProblems = entries.filter(([name]) => TYPE_CONSTRAINTS.has(name));
  const chosen = typeProblems.length > 0 ? typeProblems : entries;
  return [...new Set(chosen.map(([, message]) => message))];
}

/**
 * Flattens class-validator's error tree into one entry per field path (e.g. 'userIds.2'), with
 * repeated messages removed. A missing field reports only its "is required" message, and a value
 * of the wrong type only its type message.
 *
 * @example
 * toFieldErrors(await validate(dto))
 * // → [{ field: 'exit_date', messages: ['Exit date is required'] }]
 */
export function toFieldErrors(errors: readonly ClassValidatorError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    // class-validator leaves `property` undefined for a problem with a whole (nested) object.
    const property = (error.property as string | undefined) ?? '';
    const field = [parent, property].filter((part) => part !== '').join('.') || ROOT_FIELD;
    const messages = messagesOf(error.constraints);
    const own: FieldError[] = messages.length > 0 ? [{ field, messages }] : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

async function validateWith<T extends object>(
  cls: ClassConstructor<T>,
  plain: unknown,
  options: ValidatorOptions,
): Promise<ValidateDtoResult<T>> {
  if (!isPlainObject(plain)) {
    return {
      ok: false,
      error: new ValidationError([{ field: ROOT_FIELD, messages: ['Expected a JSON object'] }]),
    };
  }
  if (Object.hasOwn(plain, '__proto__')) {
    return {
      ok: false,
      error: new ValidationError([
        { field: '__proto__', messages: ['property __proto__ should not exist'] },
      ]),
    };
  }
  const instance = plainToInstance(cls, plain);
  const errors = await validate(instance, options);
  if (errors.length > 0) return { ok: false, error: new ValidationError(toFieldErrors(errors)) };
  return { ok: true, value: instance };
}

/**
 * Turns untrusted plain data into a validated DTO instance, the same way in every process:
 * class-transformer's `plainToInstance` (which runs `@Transform` normalisations), then
 * class-validator with `DTO_VALIDATOR_OPTIONS`, so unknown fields are rejected.
 *
 * @example
 * const result = await validateDto(RecordVisitDto, body);
 * if (!result.ok) throw result.error; // ValidationError, 400
 */
export function validateDto<T extends object>(
  cls: ClassConstructor<T>,
  plain: unknown,
): Promise<ValidateDtoResult<T>> {
  return validateWith(cls, plain, DTO_VALIDATOR_OPTIONS);
}

/**
 * Like `validateDto`, for an event payload: unknown fields are dropped, not rejected.
 *
 * @example
 * const result = await validateEventPayload(UserDeletedEvent, message.value);
 */
export function validateEventPayload<T extends object>(
  cls: ClassConstructor<T>,
  plain: unknown,
): Promise<ValidateDtoResult<T>> {
  return validateWith(cls, plain, EVENT_VALIDATOR_OPTIONS);
}
