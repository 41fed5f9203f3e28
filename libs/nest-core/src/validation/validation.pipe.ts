import { ValidationPipe } from '@nestjs/common';

import { DTO_VALIDATOR_OPTIONS, ValidationError, toFieldErrors } from '@app/contracts';

/**
 * The validation pipe of every process (gateway bodies and service payloads alike): contracts'
 * options (unknown fields rejected), `transform` so DTO normalisations reach the handler, and a
 * coded `ValidationError` (400) listing each field's problems.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...DTO_VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new ValidationError(toFieldErrors(errors)),
  });
}
