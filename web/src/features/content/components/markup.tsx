import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

import { parseMarkup, type Block, type Inline } from '../markup';

const LINK_CLASS = 'font-medium text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent';

function inlines(items: Inline[]): ReactNode[] {
  return items.map((inline, i) => {
    switch (inline.type) {
      case 'bold':
        return (
          <strong key={i} className="font-semibold text-strong">
            {inlines(inline.children)}
          </strong>
        );
      case 'link':
        return inline.external ? (
          <a key={i} href={inline.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            {inline.text}
          </a>
        ) : (
          <Link key={i} to={inline.href} className={LINK_CLASS}>
            {inline.text}
          </Link>
        );
      default:
        return inline.text;
    }
  });
}

function block(item: Block, key: number) {
  switch (item.type) {
    case 'heading':
      return (
        <h2 key={key} className="pt-2 text-base font-semibold text-strong first:pt-0 sm:text-lg">
          {inlines(item.inlines)}
        </h2>
      );
    case 'list':
      return (
        <ul key={key} className="flex list-disc flex-col gap-1.5 ps-5 marker:text-accent">
          {item.items.map((entry, i) => (
            <li key={i}>{inlines(entry)}</li>
          ))}
        </ul>
      );
    default:
      return <p key={key}>{inlines(item.inlines)}</p>;
  }
}

/**
 * A body in the markup of docs/content.md §3, drawn as elements (headings, paragraphs, lists,
 * bold, links): its text is only ever text, never HTML. A link to a path of the site stays in
 * the app; an https link opens a new tab.
 */
export function Markup({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  const blocks = useMemo(() => parseMarkup(text), [text]);
  return (
    <div className={cn('flex flex-col gap-3 text-sm leading-relaxed text-soft sm:text-[0.95rem]', className)} data-testid={testId}>
      {blocks.map(block)}
    </div>
  );
}
