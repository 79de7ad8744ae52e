import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { BackofficeKey } from '@/locales';

import { describeStaffError } from '../api/errors';
import { moneySetupApi } from '../api/money-setup-api';

import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from './engagement-model';
import { FieldMessage } from './form-controls';

/**
 * An account's QR image: only a picture uploaded here (the server refuses any other address),
 * kept by the address the upload answers, with a preview. The file is checked here as the
 * server checks it (kind and size) before anything is sent.
 */
export function BankQrField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<BackofficeKey | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: moneySetupApi.uploadQr,
    onSuccess: (image) => onChange(image.url),
  });
  const maxKb = MAX_UPLOAD_BYTES / 1024;
  const shownError = fileError ? t(fileError, { size: maxKb }) : upload.isError ? describeStaffError(upload.error, t) : error;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) setFileError('engagement.image.wrongType');
    else if (file.size > MAX_UPLOAD_BYTES) setFileError('engagement.image.tooBig');
    else if (file.size === 0) setFileError('engagement.image.empty');
    else {
      setFileError(null);
      upload.mutate(file);
    }
  }

  const showPreview = value !== '' && broken !== value;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-testid="bo-bankacc-qr" aria-describedby={shownError ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-gray-200">{t('bankacc.qr.label')}</legend>
      <div className="flex items-start gap-3">
        <div
          className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border border-white/10 bg-black/30"
          data-testid="bo-bankacc-qr-preview"
        >
          {showPreview ? (
            <img src={value} alt={t('bankacc.qr.preview')} className="size-full object-contain" onError={() => setBroken(value)} />
          ) : (
            <span className="px-2 text-center text-xs text-gray-500">{t(value ? 'engagement.image.broken' : 'bankacc.qr.none')}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={pick}
            data-testid="bo-bankacc-qr-file"
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()} data-testid="bo-bankacc-qr-pick">
              {upload.isPending ? t('engagement.image.uploading') : t(value ? 'bankacc.qr.replace' : 'bankacc.qr.pick')}
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
                data-testid="bo-bankacc-qr-remove"
              >
                {t('bankacc.qr.remove')}
              </Button>
            ) : null}
          </div>
          <FieldMessage id={id} error={shownError} hint={t('engagement.image.hint', { size: maxKb })} />
        </div>
      </div>
    </fieldset>
  );
}
