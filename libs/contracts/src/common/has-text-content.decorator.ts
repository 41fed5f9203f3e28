import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The visible text of an HTML fragment: tags removed, non-breaking spaces read as spaces, trimmed.
 *
 * @example
 * visibleText('<p><strong> Hi </strong></p>') // → 'Hi'
 */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
}

/**
 * Accepts an HTML string whose visible text is not empty (SPEC §5, admin e-mail: "the message,
 * with HTML tags removed and trimmed, must be non-empty"). An editor's empty '<p><br></p>' fails.
 *
 * @example
 * class BulkEmailDto { @HasTextContent() message!: string; }
 */
export function HasTextContent(validationOptions: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasTextContent',
      validator: {
        validate: (value: unknown): boolean =>
          typeof value === 'string' && visibleText(value).length > 0,
        defaultMessage: () => '$property must contain text',
      },
    },
    validationOptions,
  );
}
