import { IsOptional, IsString, MaxLength } from 'class-validator';

import { composeDecorators } from '../../common/compose-decorators';

export const NOTES_MAX_LENGTH = 500;

/** Optional, nullable free-text notes of at most 500 characters. */
export function IsOptionalNotes(): PropertyDecorator {
  return composeDecorators(
    IsOptional(),
    IsString({ message: 'Notes must be text' }),
    MaxLength(NOTES_MAX_LENGTH, {
      message: `Notes must be at most ${NOTES_MAX_LENGTH} characters`,
    }),
  );
}
