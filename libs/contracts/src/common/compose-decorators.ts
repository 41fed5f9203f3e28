/**
 * Applies several property decorators as one, like Nest's `applyDecorators`, which this
 * library cannot import.
 *
 * @example
 * const IsShortName = () => composeDecorators(IsString(), MaxLength(20));
 */
export function composeDecorators(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => {
    for (const decorator of decorators) decorator(target, propertyKey);
  };
}
