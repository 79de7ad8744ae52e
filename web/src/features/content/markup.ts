/**
 * The markup of content bodies (docs/content.md §3), read into plain data that the page draws
 * as elements: a body is never inserted into the page as HTML.
 *
 *   ## heading          - list item          **bold**          [label](https://… or /path)
 *
 * Blocks are separated by blank lines; consecutive lines of text make one paragraph.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'link'; href: string; external: boolean; text: string };

export type Block =
  | { type: 'heading'; inlines: Inline[] }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'list'; items: Inline[][] };

/** A link's target as the site may follow it: an https address, or a path of the site. */
export function linkTarget(target: string): { href: string; external: boolean } | null {
  if (/^https:\/\/[^\s/]/i.test(target)) return { href: target, external: true };
  if (/^\/(?![/\\])/.test(target)) return { href: target, external: false };
  return null;
}

const INLINE = /\[([^\]\n]+)\]\(([^()\s]*)\)|\*\*(?=\S)(.+?)(?<=\S)\*\*/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.text += value;
    else out.push({ type: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, label, target, bold] = match;
    if (bold !== undefined) {
      out.push({ type: 'bold', children: parseInline(bold) });
    } else if (label !== undefined) {
      const link = linkTarget(target ?? '');
      if (link) out.push({ type: 'link', text: label, ...link });
      else pushText(label); // a target the site does not follow: its label alone
    }
  }
  pushText(text.slice(at));
  return out;
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (items.length) blocks.push({ type: 'list', items: items.map(parseInline) });
    items = [];
  };
  for (const raw of source.split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
      endList();
    } else if (line.startsWith('## ')) {
      endParagraph();
      endList();
      blocks.push({ type: 'heading', inlines: parseInline(line.slice(3).trim()) });
    } else if (line.startsWith('- ')) {
      endParagraph();
      items.push(line.slice(2).trim());
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}
