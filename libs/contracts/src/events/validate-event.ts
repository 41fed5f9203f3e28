import { validateEventPayload, type ValidateDtoResult } from '../common/validate-dto';
import { EVENT_CLASSES, type EventPayload, type Topic } from './topics';

/**
 * Validates a consumed message against its topic's payload class. Unknown fields are dropped, so
 * an older consumer accepts a newer producer's extra fields.
 *
 * @example
 * const result = await validateEvent(USER_DELETED_TOPIC, message);
 * if (!result.ok) logger.warn({ errors: result.error.errors }, 'Dropped a malformed event');
 */
export function validateEvent<T extends Topic>(
  topic: T,
  plain: unknown,
): Promise<ValidateDtoResult<EventPayload<T>>> {
  return validateEventPayload(EVENT_CLASSES[topic], plain);
}
