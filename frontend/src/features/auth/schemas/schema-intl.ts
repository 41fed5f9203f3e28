import type { IntlShape } from 'react-intl';

/**
 * What the schemas word their messages with: react-intl's formatter, in the page's language
 * (`useIntl()` in a form; tests pass one made with `createIntl`). The forms show the schemas'
 * messages as they are (FormikTextField), so a schema is made per language.
 */
export type SchemaIntl = Pick<IntlShape, 'formatMessage'>;
