import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue's messages compiled to ICU ASTs, as `formatjs compile --ast` writes them: what the
 * SPA's build ships (frontend/vite.config.ts), so that the browser formats messages without
 * FormatJS's parser (ADR 0035). Tags (`<b>…</b>`) are parsed, as react-intl formats them.
 * Throws, naming the key, for a message that does not parse.
 *
 * @example
 * compileCatalogue({ hi: 'Hello {name}' }) // → { hi: [{ type: 0, value: 'Hello ' }, { type: 1, value: 'name' }] }
 */
export function compileCatalogue(
  messages: Record<string, string>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message)];
      } catch (error) {
        throw new Error(`Message "${key}" does not parse: ${(error as Error).message}`);
      }
    }),
  );
}
