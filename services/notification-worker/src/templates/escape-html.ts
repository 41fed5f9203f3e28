const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML content and double- or single-quoted attribute values.
 *
 * @example
 * escapeHtml('<b>"Tom" & Jerry</b>') // → '&lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
