import type { RichTextEditorProps } from '../components/rich-text-editor-props';

/**
 * CKEditor does not run under jsdom: component tests mock `components/rich-text-editor` with this
 * textarea (the real editor is exercised by the Playwright journey).
 */
export function RichTextEditor({ value, onChange, disabled }: RichTextEditorProps) {
  return (
    <textarea
      aria-label="Message"
      defaultValue={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
