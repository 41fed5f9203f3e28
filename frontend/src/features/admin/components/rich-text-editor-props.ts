export interface RichTextEditorProps {
  /** The HTML to start from. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /**
   * Told when the focus enters or leaves the editor, its toolbar and its balloons (the Link
   * balloon lives outside the page's dialog, in CKEditor's body collection).
   */
  onFocusChange?: (isFocused: boolean) => void;
}
