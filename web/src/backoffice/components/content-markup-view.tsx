import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { parseMarkup, type MarkupBlock, type MarkupInline } from './content-markup';
import { TextAreaField } from './engagement-form';

const LINK = 'font-medium text-primary-300 underline decoration-primary-300/40 underline-offset-2';

function inlines(parts: MarkupInline[]): ReactNode[] {
  return parts.map((part, i) => {
    if (part.kind === 'bold') {
      return (
        <strong key={i} className="font-semibold text-white">
          {inlines(part.parts)}
        </strong>
      );
    }
    if (part.kind === 'link') {
      // The preview stays on this page: a link shows where it leads instead of going there.
      return (
        <a key={i} href={part.href} title={part.href} className={LINK} onClick={(event) => event.preventDefault()} {...(part.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {part.text}
        </a>
      );
    }
    return part.text;
  });
}

function block(item: MarkupBlock, key: number) {
  if (item.kind === 'heading') {
    return (
      <h3 key={key} className="pt-1 text-base font-semibold text-white first:pt-0">
        {inlines(item.parts)}
      </h3>
    );
  }
  if (item.kind === 'list') {
    return (
      <ul key={key} className="flex list-disc flex-col gap-1 ps-5 marker:text-primary-300">
        {item.items.map((entry, i) => (
          <li key={i}>{inlines(entry)}</li>
        ))}
      </ul>
    );
  }
  return <p key={key}>{inlines(item.parts)}</p>;
}

/** A body drawn as the player site draws it: headings, paragraphs, lists, bold and links, as elements only (never HTML). */
export function MarkupPreview({ text, testId, className }: { text: string; testId?: string; className?: string }) {
  const { t } = useTranslation('backoffice');
  const blocks = useMemo(() => parseMarkup(text), [text]);
  return (
    <div className={cn('flex min-h-20 flex-col gap-3 text-sm leading-relaxed break-words text-gray-300', className)} data-testid={testId}>
      {blocks.length ? blocks.map(block) : <p className="text-gray-500">{t('content.markup.empty')}</p>}
    </div>
  );
}

/** What the markup does, in a line each. */
export function MarkupHelp() {
  const { t } = useTranslation('backoffice');
  const rows = [
    ['## …', t('content.markup.heading')],
    ['- …', t('content.markup.item')],
    [t('content.markup.blankLine'), t('content.markup.paragraph')],
    ['**…**', t('content.markup.bold')],
    ['[…](/promotion)', t('content.markup.link')],
    ['{brand}', t('content.markup.brand')],
  ] as const;
  return (
    <details className="rounded-xl border border-white/10 bg-white/[0.02] px-3 py-2 text-xs text-gray-400" data-testid="bo-markup-help">
      <summary className="cursor-pointer text-sm font-medium text-gray-200">{t('content.markup.help')}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([code, text]) => (
          <div key={code} className="contents">
            <dt>
              <code className="rounded bg-black/40 px-1.5 py-0.5 font-mono text-gray-200">{code}</code>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * A body in the markup of docs/content.md §3: the text area with its help, and beside it (under
 * it on a phone) the live preview.
 */
export function MarkupField({
  label,
  value,
  onChange,
  error,
  testId,
  rows = 12,
  required,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | null;
  testId: string;
  rows?: number;
  required?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <TextAreaField
          label={label}
          value={value}
          onChange={onChange}
          error={error}
          rows={rows}
          required={required}
          maxLength={maxLength}
          spellCheck
          className="[&_textarea]:font-mono [&_textarea]:text-sm lg:[&_textarea]:min-h-96"
          data-testid={testId}
        />
        <MarkupHelp />
      </div>
      <section className="flex min-w-0 flex-col gap-1.5" aria-label={t('content.markup.preview')}>
        <span className="text-sm font-medium text-gray-200" aria-hidden="true">
          {t('content.markup.preview')}
        </span>
        <div className="rounded-xl border border-dashed border-white/15 bg-black/20 p-4">
          <MarkupPreview text={value} testId={`${testId}-preview`} />
        </div>
      </section>
    </div>
  );
}
