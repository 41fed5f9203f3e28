import 'ckeditor5/ckeditor5.css';

import { CKEditor } from '@ckeditor/ckeditor5-react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  Base64UploadAdapter,
  Bold,
  ClassicEditor,
  type EditorConfig,
  Essentials,
  FontBackgroundColor,
  FontColor,
  Heading,
  Image,
  ImageUpload,
  Indent,
  IndentBlock,
  Italic,
  Link,
  List,
  Paragraph,
  RemoveFormat,
  Strikethrough,
  type Translations,
  Underline,
} from 'ckeditor5';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import type { LanguageCode } from '@app/i18n/web';

import { useLanguage } from '../../../lib/i18n/language-provider';
import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * CKEditor's own words (its toolbar's buttons, tooltips, balloons and the heading levels' names)
 * in the page's language: its translation of that language, a chunk of its own fetched with the
 * editor (English is built in). CKEditor names Brazilian Portuguese 'pt-br' and Simplified
 * Chinese 'zh-cn'.
 */
const EDITOR_TRANSLATIONS: Record<
  Exclude<LanguageCode, 'en'>,
  { code: string; load: () => Promise<{ default: Translations }> }
> = {
  es: { code: 'es', load: () => import('ckeditor5/translations/es.js') },
  'pt-BR': { code: 'pt-br', load: () => import('ckeditor5/translations/pt-br.js') },
  fr: { code: 'fr', load: () => import('ckeditor5/translations/fr.js') },
  de: { code: 'de', load: () => import('ckeditor5/translations/de.js') },
  it: { code: 'it', load: () => import('ckeditor5/translations/it.js') },
  'zh-Hans': { code: 'zh-cn', load: () => import('ckeditor5/translations/zh-cn.js') },
  ja: { code: 'ja', load: () => import('ckeditor5/translations/ja.js') },
  ko: { code: 'ko', load: () => import('ckeditor5/translations/ko.js') },
  hi: { code: 'hi', load: () => import('ckeditor5/translations/hi.js') },
  tr: { code: 'tr', load: () => import('ckeditor5/translations/tr.js') },
  ru: { code: 'ru', load: () => import('ckeditor5/translations/ru.js') },
  uk: { code: 'uk', load: () => import('ckeditor5/translations/uk.js') },
  ar: { code: 'ar', load: () => import('ckeditor5/translations/ar.js') },
  id: { code: 'id', load: () => import('ckeditor5/translations/id.js') },
  th: { code: 'th', load: () => import('ckeditor5/translations/th.js') },
};

/** CKEditor's language and its translation for a page's language (none for English). */
export interface EditorLanguage {
  code: string;
  translations?: Translations;
}

const ENGLISH_EDITOR: EditorLanguage = { code: 'en' };

/** The languages whose translation has arrived (English from the start). */
const loadedLanguages = new Map<LanguageCode, EditorLanguage>([['en', ENGLISH_EDITOR]]);

/**
 * The editor's language for `language`, its translation fetched once per page; CKEditor's English
 * when the translation cannot be fetched (the editor still works, in English).
 */
export async function loadEditorLanguage(language: LanguageCode): Promise<EditorLanguage> {
  const loaded = loadedLanguages.get(language);
  if (loaded) return loaded;
  const entry = EDITOR_TRANSLATIONS[language as Exclude<LanguageCode, 'en'>];
  const editorLanguage = await entry
    .load()
    .then((module): EditorLanguage => ({ code: entry.code, translations: module.default }))
    .catch(() => ENGLISH_EDITOR);
  loadedLanguages.set(language, editorLanguage);
  return editorLanguage;
}

/**
 * The editor's language for the page's, once its translation has arrived (at once for English
 * and for a language fetched before); null meanwhile.
 */
function useEditorLanguage(language: LanguageCode): EditorLanguage | null {
  const [arrived, setArrived] = useState<{ for: LanguageCode; language: EditorLanguage } | null>(
    null,
  );
  const known = loadedLanguages.get(language);
  useEffect(() => {
    if (loadedLanguages.has(language)) return;
    let current = true;
    void loadEditorLanguage(language).then((editorLanguage) => {
      if (current) setArrived({ for: language, language: editorLanguage });
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (known) return known;
  return arrived?.for === language ? arrived.language : null;
}

/** SPEC §9: indent levels 1 to 8, written as the classes the e-mail sanitiser keeps. */
const INDENT_CLASSES = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);

/**
 * SPEC §2 and §5: header levels 1 to 3, bold, italic, underline, strike, text and background
 * colour, ordered and bullet lists, indent, outdent, link and clear formatting. Images come in only
 * by paste or drop (png, gif, jpeg, bmp, x-icon, stored as data URLs); links and images keep only
 * http, https and (images) data URLs. In the page's language: CKEditor's words by its translation
 * (right to left in Arabic; the heading levels keep CKEditor's English titles, which it
 * translates itself), the editable's label by ours.
 */
export const editorConfig = (
  { code, translations }: EditorLanguage,
  label: string,
): EditorConfig => ({
  licenseKey: 'GPL',
  language: code,
  // Never an empty list: CKEditor fails to start on one ("Reduce of empty array").
  ...(translations ? { translations } : {}),
  label,
  plugins: [
    Essentials,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Underline,
    Strikethrough,
    FontColor,
    FontBackgroundColor,
    List,
    Indent,
    IndentBlock,
    Link,
    RemoveFormat,
    Image,
    ImageUpload,
    Base64UploadAdapter,
  ],
  toolbar: {
    items: [
      'heading',
      '|',
      'bold',
      'italic',
      'underline',
      'strikethrough',
      '|',
      'fontColor',
      'fontBackgroundColor',
      '|',
      'numberedList',
      'bulletedList',
      'outdent',
      'indent',
      '|',
      'link',
      'removeFormat',
    ],
    shouldNotGroupWhenFull: true,
  },
  heading: {
    options: [
      { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
      { model: 'heading1', view: 'h1', title: 'Heading 1', class: 'ck-heading_heading1' },
      { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
      { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
    ],
  },
  indentBlock: { classes: INDENT_CLASSES },
  link: { allowedProtocols: ['http', 'https'], defaultProtocol: 'https://' },
  image: { upload: { types: ['png', 'gif', 'jpeg', 'bmp', 'x-icon'] } },
});

/** Each indent class shown as 3em per level, as the e-mail renders it. */
const indentStyles = Object.fromEntries(
  INDENT_CLASSES.map((name, i) => [`& .${name}`, { paddingLeft: `${(i + 1) * 3}em` }]),
);

/**
 * CKEditor's balloons (the Link form among them) render in its body collection at the end of the
 * page (`<div class="ck-body-wrapper">`), under MUI's dialogs unless their z-index, the CSS
 * variable `--ck-z-panel` (CKEditor's documented way to lift its UI over a framework's modal), is
 * above the dialog's.
 */
const balloonsOverDialogs = (
  <GlobalStyles
    styles={(theme) => ({
      '.ck-body-wrapper': { '--ck-z-panel': String(theme.zIndex.modal + 1) },
    })}
  />
);

/**
 * The admin e-mail's rich-text editor: CKEditor 5 (GPL). Browser-only and ~200 kB, so it is only
 * ever loaded through `LazyRichTextEditor`. Inside a dialog its balloons show over the dialog;
 * `onFocusChange` follows CKEditor's focus tracker (editable, toolbar and balloons), so that the
 * dialog can let the focus go to a balloon.
 */
export function RichTextEditor({
  value,
  onChange,
  disabled = false,
  onFocusChange,
}: RichTextEditorProps) {
  const intl = useIntl();
  const language = useEditorLanguage(useLanguage());
  // CKEditor owns the text once it runs: `value` only seeds it.
  const [initialData] = useState(value);
  const latestOnFocusChange = useRef(onFocusChange);
  useEffect(() => {
    latestOnFocusChange.current = onFocusChange;
  });
  if (language === null) {
    return (
      <CircularProgress aria-label={intl.formatMessage({ id: 'admin.editor.loading' })} size={24} />
    );
  }
  return (
    <Box sx={{ '& .ck-editor__editable': { minHeight: '10rem', ...indentStyles } }}>
      {balloonsOverDialogs}
      <CKEditor
        // A new language is a new editor: CKEditor reads its configuration once.
        key={language.code}
        editor={ClassicEditor}
        config={editorConfig(language, intl.formatMessage({ id: 'admin.email.message' }))}
        data={initialData}
        disabled={disabled}
        onChange={(_event, editor) => onChange(editor.getData())}
        onReady={(editor) =>
          editor.ui.focusTracker.on('change:isFocused', (_event, _name, isFocused: boolean) =>
            latestOnFocusChange.current?.(isFocused),
          )
        }
      />
    </Box>
  );
}
