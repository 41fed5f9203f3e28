import { IsDefined, IsUUID, type ValidationOptions } from 'class-validator';

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

/**
 * `IsEntityId` on a field that must be present: a missing one reads '<field> is required'.
 *
 * @example
 * class DeleteEntryRpcRequest { @IsRequiredEntityId() userId!: string; }
 */
export function IsRequiredEntityId(): PropertyDecorator {
  return (target, propertyKey) => {
    IsEntityId()(target, propertyKey);
    IsDefined({ message: '$property is required' })(target, propertyKey);
  };
}
