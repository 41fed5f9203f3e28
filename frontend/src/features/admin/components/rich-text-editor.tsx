import 'ckeditor5/ckeditor5.css';

import { CKEditor } from '@ckeditor/ckeditor5-react';
import Box from '@mui/material/Box';
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
  Underline,
} from 'ckeditor5';
import { useEffect, useRef, useState } from 'react';

import type { RichTextEditorProps } from './rich-text-editor-props';

/** SPEC §9: indent levels 1 to 8, written as the classes the e-mail sanitiser keeps. */
const INDENT_CLASSES = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);

/**
 * SPEC §2 and §5: header levels 1 to 3, bold, italic, underline, strike, text and background
 * colour, ordered and bullet lists, indent, outdent, link and clear formatting. Images come in only
 * by paste or drop (png, gif, jpeg, bmp, x-icon, stored as data URLs); links and images keep only
 * http, https and (images) data URLs.
 */
export const EDITOR_CONFIG: EditorConfig = {
  licenseKey: 'GPL',
  label: 'Message',
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
};

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
  // CKEditor owns the text once it runs: `value` only seeds it.
  const [initialData] = useState(value);
  const latestOnFocusChange = useRef(onFocusChange);
  useEffect(() => {
    latestOnFocusChange.current = onFocusChange;
  });
  return (
    <Box sx={{ '& .ck-editor__editable': { minHeight: '10rem', ...indentStyles } }}>
      {balloonsOverDialogs}
      <CKEditor
        editor={ClassicEditor}
        config={EDITOR_CONFIG}
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
