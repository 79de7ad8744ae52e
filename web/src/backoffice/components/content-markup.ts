/**
 * The markup of page and article bodies (docs/content.md §3) read into plain parts, so that a
 * preview draws them as elements the way the player site does; a body is never HTML.
 *
 *   ## heading    - list item    **bold**    [label](https://… or /path)    blank line: new block
 */

export type MarkupInline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; parts: MarkupInline[] }
  | { kind: 'link'; text: string; href: string; external: boolean };

export type MarkupBlock =
  | { kind: 'heading'; parts: MarkupInline[] }
  | { kind: 'paragraph'; parts: MarkupInline[] }
  | { kind: 'list'; items: MarkupInline[][] };

/** Where a link may go: an https address (a new tab) or a path of the site; anything else shows its label only. */
export function markupLink(target: string): { href: string; external: boolean } | null {
  if (/^https:\/\/[^\s/]/i.test(target)) return { href: target, external: true };
  if (/^\/(?![/\\])/.test(target)) return { href: target, external: false };
  return null;
}

// A link `[label](target)`, or bold `**text**` whose text starts and ends with a non-space.
const INLINE = /\[([^\]\n]+)\]\(([^()\s]*)\)|\*\*(?=\S)(.+?)(?<=\S)\*\*/g;

export function parseMarkupInline(text: string): MarkupInline[] {
  const parts: MarkupInline[] = [];
  const addText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    addText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, label, target, bold] = match;
    if (bold !== undefined) {
      parts.push({ kind: 'bold', parts: parseMarkupInline(bold) });
      continue;
    }
    const link = markupLink(target ?? '');
    if (link) parts.push({ kind: 'link', text: label ?? '', ...link });
    else addText(label ?? '');
  }
  addText(text.slice(at));
  return parts;
}

/** A body's blocks: headings, paragraphs (consecutive lines joined by a space) and bullet lists. */
export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let lines: string[] = [];
  let items: string[] = [];
  const closeParagraph = () => {
    if (lines.length) blocks.push({ kind: 'paragraph', parts: parseMarkupInline(lines.join(' ')) });
    lines = [];
  };
  const closeList = () => {
    if (items.length) blocks.push({ kind: 'list', items: items.map(parseMarkupInline) });
    items = [];
  };
  for (const raw of source.split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (!line) {
      closeParagraph();
      closeList();
    } else if (line.startsWith('## ')) {
      closeParagraph();
      closeList();
      blocks.push({ kind: 'heading', parts: parseMarkupInline(line.slice(3).trim()) });
    } else if (line.startsWith('- ')) {
      closeParagraph();
      items.push(line.slice(2).trim());
    } else {
      closeList();
      lines.push(line);
    }
  }
  closeParagraph();
  closeList();
  return blocks;
}
