import { Parser } from 'htmlparser2';

/** An element with its lower-case tag and attributes, or a run of text (entities decoded). */
export type HtmlNode = { tag: string; attrs: Record<string, string>; children: HtmlNode[] } | { text: string };

/**
 * HTML as a small tree, read by htmlparser2 (a tolerant parser: unclosed and stray tags, void elements and
 * entities as browsers read them). No DOM: the server has none, and nothing here is ever rendered; the
 * tree only feeds the conversion into the content model (html-to-doc.ts).
 */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: Extract<HtmlNode, { tag: string }>[] = [];
  const into = () => stack[stack.length - 1]?.children ?? root;
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        const node = { tag, attrs, children: [] };
        into().push(node);
        stack.push(node);
      },
      onclosetag() {
        stack.pop();
      },
      ontext(text) {
        const siblings = into();
        const last = siblings[siblings.length - 1];
        if (last && 'text' in last) last.text += text;
        else siblings.push({ text });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root;
}
