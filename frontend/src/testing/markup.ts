/** Markup as comparable text, for tests that compare a prerendered copy with the app's render. */

/** Markup as elements (in a detached <div>). */
export function parse(markup: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const root = document.createElement('div');
  root.append(template.content);
  return root;
}

/**
 * An element as a comparable text: tags, attributes (in a fixed order, inline styles as the
 * browser reads them) and text (adjacent text nodes joined).
 */
export function normalised(element: Element | null): string {
  if (!element) return '<missing>';
  const copy = element.cloneNode(true) as Element;
  copy.normalize();
  const describe = (node: Element): string => {
    const attributes = [...node.attributes]
      .filter((attribute) => attribute.name !== 'data-discover')
      .map((attribute) =>
        attribute.name === 'style'
          ? `style=${(node as HTMLElement).style.cssText}`
          : `${attribute.name}=${attribute.value}`,
      )
      .sort();
    const children = [...node.childNodes].map((child) =>
      child.nodeType === Node.ELEMENT_NODE ? describe(child as Element) : child.textContent,
    );
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`;
  };
  return describe(copy);
}
