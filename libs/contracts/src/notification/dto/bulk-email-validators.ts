import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Whether an HTML fragment has visible text once its tags are removed, non-breaking spaces read
 * as spaces and the rest trimmed (SPEC §5), in linear time. The obvious `/<[^>]*>/g` rescans the
 * rest of the text from every '<' that has no '>' after it, which is quadratic: 64 K such
 * characters took ~13 s of a blocked event loop, and an admin message may be 256 KiB.
 *
 * @example
 * hasVisibleText('<p><br></p>') // → false
 * hasVisibleText('<p>Hi</p>') // → true
 */
export function hasVisibleText(html: string): boolean {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf('<', from);
    if (open === -1) break;
    const close = html.indexOf('>', open + 1);
    // No '>' after this '<': no tag starts here or later, the rest is text.
    if (close === -1) break;
    parts.push(html.slice(from, open));
    from = close + 1;
  }
  parts.push(html.slice(from));
  // Entities are read after the tags are gone ('&nb<b>sp;' is a space), as `visibleText` does.
  return (
    parts
      .join('')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() !== ''
  );
}

/**
 * Accepts an HTML string with visible text (SPEC §5: "the message, with HTML tags removed and
 * trimmed, must be non-empty"), in linear time (`hasVisibleText`).
 *
 * @example
 * class BulkEmailContentDto { @HasVisibleText({ message: MISSING_CONTENT_MESSAGE }) message!: string; }
 */
export function HasVisibleText(validationOptions: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasVisibleText',
      validator: {
        validate: (value: unknown): boolean => typeof value === 'string' && hasVisibleText(value),
        defaultMessage: () => '$property must contain text',
      },
    },
    validationOptions,
  );
}

/**
 * Accepts an array without repeats (by `keyOf` of each item, the item itself without one), in
 * linear time: class-validator's `ArrayUnique` compares every item with every other one (100,000
 * ids took 160 s).
 *
 * @example
 * class BulkEmailDto { @HasNoRepeats({ message: 'userIds must not repeat a user' }) userIds!: string[]; }
 */
export function HasNoRepeats<T>(
  keyOf: ((item: T) => unknown) | null = null,
  validationOptions: ValidationOptions = {},
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasNoRepeats',
      validator: {
        validate: (value: unknown): boolean => {
          if (!Array.isArray(value)) return false;
          const seen = new Set<unknown>();
          for (const item of value as T[]) {
            const key = keyOf && item !== null && item !== undefined ? keyOf(item) : item;
            if (seen.has(key)) return false;
            seen.add(key);
          }
          return true;
        },
        defaultMessage: () => '$property must not repeat an item',
      },
    },
    validationOptions,
  );
}

/**
 * Accepts a string of at most `max` UTF-16 code units, and lets anything that is not a string
 * through to the field's other checks (unlike `MaxLength`, which would add its message to theirs).
 *
 * @example
 * class BulkEmailContentDto { @HasAtMostCharacters(262_144) message!: string; }
 */
export function HasAtMostCharacters(
  max: number,
  validationOptions: ValidationOptions = {},
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasAtMostCharacters',
      constraints: [max],
      validator: {
        validate: (value: unknown): boolean => typeof value !== 'string' || value.length <= max,
        defaultMessage: () => `$property must be at most ${max} characters`,
      },
    },
    validationOptions,
  );
}
