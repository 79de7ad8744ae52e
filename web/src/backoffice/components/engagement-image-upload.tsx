import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BackofficeKey } from '@/locales';

import { describeStaffError } from '../api/errors';
import { engagementApi } from '../api/engagement-api';
import type { UploadedImage } from '../api/engagement-types';

import { describedBy, FieldMessage } from './form-controls';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from './engagement-model';

/**
 * A picture sent to the server (`upload`: the events' `uploadImage` unless told), kept by the
 * address it answers, with a preview. The file is checked here as the server checks it (kind
 * and size) before anything is sent.
 */
export function EngagementImageUpload({
  value,
  onChange,
  error,
  label,
  testId,
  upload: send = engagementApi.uploadImage,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | null;
  label: string;
  testId: string;
  upload?: (file: File) => Promise<UploadedImage>;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<BackofficeKey | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => send(file),
    onSuccess: (image) => onChange(image.url),
  });
  const maxKb = MAX_UPLOAD_BYTES / 1024;
  const shownError = fileError ? t(fileError, { size: maxKb }) : upload.isError ? describeStaffError(upload.error, t) : error;
  const hint = t('engagement.image.hint', { size: maxKb });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setFileError('engagement.image.wrongType');
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setFileError('engagement.image.tooBig');
      return;
    }
    if (file.size === 0) {
      setFileError('engagement.image.empty');
      return;
    }
    setFileError(null);
    upload.mutate(file);
  }

  const showPreview = value.trim() !== '' && broken !== value;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid={testId}>
      <div
        className="grid aspect-video w-full shrink-0 place-items-center overflow-hidden rounded-xl border border-white/10 bg-black/30 sm:w-48"
        data-testid={`${testId}-preview`}
      >
        {showPreview ? (
          <img src={value} alt={t('engagement.image.preview')} className="size-full object-cover" onError={() => setBroken(value)} />
        ) : (
          <span className="px-3 text-center text-xs text-gray-500">{t(value.trim() ? 'engagement.image.broken' : 'engagement.image.none')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-gray-200">
          {label}
        </label>
        <div className={cn('pp-input-wrap', shownError && 'pp-input-wrap--error')}>
          <input
            id={id}
            className="pp-input"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            placeholder="https://"
            onChange={(e) => {
              setFileError(null);
              upload.reset();
              onChange(e.target.value);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(id, shownError, hint)}
            data-testid={`${testId}-url`}
          />
        </div>
        <FieldMessage id={id} error={shownError} hint={hint} />
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={pick}
            data-testid={`${testId}-file`}
          />
          <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()} data-testid={`${testId}-pick`}>
            {upload.isPending ? t('engagement.image.uploading') : t('engagement.image.pick')}
          </Button>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFileError(null);
                upload.reset();
                onChange('');
              }}
              data-testid={`${testId}-remove`}
            >
              {t('engagement.image.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
