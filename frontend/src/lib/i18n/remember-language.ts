import { languageCookie, type LanguageCode } from '@app/i18n/web';

/**
 * Keeps a chosen language and shows the page in it: the `lang` cookie (a visitor's choice, which
 * the web server reads), then the reload, which the server renders in the new language with its
 * `<html lang dir>` (docs/adr/0035). The visitor's landing page uses it alone (no store there);
 * the app's menu saves a signed-in user's choice on the profile first (use-choose-language.ts).
 */
export function rememberLanguage(
  language: LanguageCode,
  reload: () => void = () => window.location.reload(),
): void {
  document.cookie = languageCookie(language);
  reload();
}
