export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  textDirection,
  type Language,
  type LanguageCode,
  type TextDirection,
} from './languages';
export { negotiateLanguage, parseAcceptLanguage, type LanguageChoice } from './negotiate';
export {
  formatDay,
  formatInstantDay,
  formatNumber,
  formatPounds,
  intlLocale,
  type DateStyle,
} from './format';
export { createTranslator, type MessageValues, type Messages, type Translator } from './translator';
export {
  NAMESPACES,
  loadMessages,
  loadTranslator,
  loadTranslatorOrDefault,
  type Catalogues,
  type MessageKey,
  type Namespace,
} from './catalogues';
