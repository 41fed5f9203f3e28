export interface RichTextEditorProps {
  /** The HTML to start from. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}
