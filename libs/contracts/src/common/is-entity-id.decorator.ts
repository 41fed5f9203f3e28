import { IsUUID, type ValidationOptions } from 'class-validator';

/**
 * Accepts the id of a stored record (user, travel entry). Ids are UUID strings; this is the one
 * place to change should that choice change.
 *
 * @example
 * class BulkEmailDto { @IsEntityId({ each: true }) userIds!: string[]; }
 */
export function IsEntityId(validationOptions: ValidationOptions = {}): PropertyDecorator {
  return IsUUID('all', { message: '$property must be a valid id', ...validationOptions });
}
