import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';

/**
 * `DOMParser` in the server bundle (the config factory provides it in place of the browser's): the part
 * of the DOM a page reads from parsed markup (career rich text: node types, tag names, text, children,
 * attributes), built by htmlparser2, so the server renders the same elements the browser will.
 */
class ParsedNode {
  constructor(private readonly node: ChildNode) {}

  get nodeType(): number {
    if (this.node.type === 'text') return 3;
    return 'name' in this.node && 'attribs' in this.node ? 1 : 8;
  }

  get tagName(): string {
    return 'name' in this.node ? this.node.name.toUpperCase() : '';
  }

  get textContent(): string {
    if (this.node.type === 'text') return this.node.data;
    return this.childNodes.map((c) => c.textContent).join('');
  }

  get childNodes(): ParsedNode[] {
    return 'children' in this.node ? this.node.children.map((c) => new ParsedNode(c)) : [];
  }

  getAttribute(name: string): string | null {
    return 'attribs' in this.node ? (this.node.attribs[name] ?? null) : null;
  }
}

export class ServerDOMParser {
  parseFromString(html: string): { body: { childNodes: ParsedNode[] } } {
    return { body: { childNodes: parseDocument(html).children.map((c) => new ParsedNode(c)) } };
  }
}
