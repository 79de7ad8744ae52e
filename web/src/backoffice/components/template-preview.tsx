import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { describeStaffError } from '../api/errors';
import { previewUrl, templateApi, templatePreviewQuery, type PreviewChange, type TemplateSettingBody } from '../api/template-api';

import { Notice } from './notice';

/** How long an edit rests before the preview is sent it (typing sends one change, not one a key). */
export const PREVIEW_DEBOUNCE_MS = 200;

type Send = (previewId: string, change: PreviewChange) => void;

/**
 * Sends `data` as the preview's `name` once it has rested, when it differs from what that
 * preview shows already: what was last sent to it, else `shown` (a new preview starts from the
 * saved setting). `data` undefined: nothing to send now.
 */
function usePreviewChange(
  previewId: string | undefined,
  name: PreviewChange['name'],
  data: PreviewChange['data'] | undefined,
  shown: PreviewChange['data'] | undefined,
  send: Send,
) {
  const key = data === undefined ? undefined : JSON.stringify(data);
  const shownKey = JSON.stringify(shown ?? null);
  const sent = useRef<{ previewId?: string; key?: string }>({});
  useEffect(() => {
    if (!previewId || key === undefined) return;
    const last = sent.current.previewId === previewId ? sent.current.key : shownKey;
    if (key === last) return;
    const timer = setTimeout(() => {
      sent.current = { previewId, key };
      send(previewId, { name, data: JSON.parse(key) } as PreviewChange);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [previewId, name, key, shownKey, send]);
}

/**
 * Sends changes one after the other, so that the draft the server keeps is always the last
 * one made (a slow answer never lets an older change land after a newer one).
 */
function usePreviewSender() {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [error, setError] = useState<unknown>(null);
  const send = useCallback<Send>((previewId, change) => {
    queue.current = queue.current
      .then(() => templateApi.changePreview(previewId, change))
      .then(
        () => setError(null),
        (failure: unknown) => setError(failure),
      );
  }, []);
  return { send, error, clearError: () => setError(null) };
}

export interface PreviewDraft {
  /** The whole setting being edited; undefined while the form holds a value the server refuses. */
  setting: TemplateSettingBody | undefined;
  /** The logo and background the domain would show (its own, else the template's). */
  images: { logo: string | null; bg: string | null };
}

/**
 * The player site of `domain` in a frame, opened as a preview of the draft: each change is
 * sent to the preview (PUT previews/{id}), which the site receives on its socket as
 * preview-data. Players never see it; Publish does that.
 */
export function TemplatePreview({ domain, draft, shown }: { domain: string; draft: PreviewDraft; shown: PreviewDraft }) {
  const { t } = useTranslation('backoffice');
  const preview = useQuery(templatePreviewQuery(domain));
  const previewId = preview.data?.previewId;
  const { send, error, clearError } = usePreviewSender();
  const [size, setSize] = useState<'phone' | 'desktop'>('phone');

  usePreviewChange(previewId, 'template', draft.setting, shown.setting, send);
  usePreviewChange(previewId, 'logo', draft.images.logo, shown.images.logo, send);
  usePreviewChange(previewId, 'bg', draft.images.bg, shown.images.bg, send);

  const reopen = () => {
    clearError();
    void preview.refetch();
  };
  const url = preview.data ? previewUrl(preview.data.domain, preview.data.previewId) : null;

  return (
    <section className="pp-card flex flex-col gap-3 p-3 sm:p-4" aria-labelledby="template-preview-title" data-testid="template-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id="template-preview-title" className="text-base font-semibold text-white">
            {t('template.preview.title')}
          </h2>
          <p className="text-xs text-gray-400">{t('template.preview.note')}</p>
        </div>
        <div className="flex items-center gap-1" role="group" aria-label={t('template.preview.size')}>
          {(['phone', 'desktop'] as const).map((option) => (
            <Button
              key={option}
              variant={size === option ? 'outline' : 'ghost'}
              size="sm"
              aria-pressed={size === option}
              onClick={() => setSize(option)}
              data-testid={`template-preview-${option}`}
            >
              {t(`template.preview.${option}`)}
            </Button>
          ))}
        </div>
      </div>

      {draft.setting === undefined ? (
        <Notice tone="warning" testId="template-preview-waiting">
          {t('template.preview.waiting')}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" testId="template-preview-error">
          {t('template.preview.pushFailed')} · {describeStaffError(error, t)}
          <Button variant="outline" size="sm" className="mt-2 flex" onClick={reopen}>
            {t('template.preview.reopen')}
          </Button>
        </Notice>
      ) : null}

      {preview.isPending ? <p className="py-10 text-center text-sm text-gray-400">{t('template.preview.opening')}</p> : null}
      {preview.isError ? (
        <Notice tone="error" testId="template-preview-failed">
          {t('template.preview.failed')} · {describeStaffError(preview.error, t)}
          <Button variant="outline" size="sm" className="mt-2 flex" onClick={reopen}>
            {t('template.preview.reopen')}
          </Button>
        </Notice>
      ) : null}
      {url && preview.data ? (
        <>
          <div className="overflow-hidden rounded-xl border border-white/10 bg-black/40">
            <iframe
              key={url}
              src={url}
              title={t('template.preview.frameTitle', { domain: preview.data.domain })}
              className={cn('mx-auto block h-[70dvh] min-h-[28rem] w-full bg-white transition-[max-width]', size === 'phone' ? 'max-w-[390px]' : 'max-w-full')}
              data-testid="template-preview-frame"
            />
          </div>
          <a href={url} target="_blank" rel="noopener noreferrer" className="self-end text-sm text-primary-300 hover:underline" data-testid="template-preview-open">
            {t('template.preview.open')}
          </a>
        </>
      ) : null}
    </section>
  );
}
