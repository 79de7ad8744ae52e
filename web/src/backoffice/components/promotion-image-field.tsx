import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BackofficeKey } from '@/locales';

import { describedBy, FieldMessage } from './form-controls';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from './promotion-model';

const KB = 1024;

/** A picked file as a `data:image/…;base64,` address (rejects when it cannot be read). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The size in kB a data address stands for (its base64 is a third larger than the bytes). */
function dataKb(url: string): number {
  const base64 = url.slice(url.indexOf(',') + 1);
  return Math.max(1, Math.round((base64.length * 3) / 4 / KB));
}

/**
 * The promotion's picture: an address typed in, or a file from this computer sent inline as a
 * data address (up to 400 kB), with a preview of whichever it is.
 */
export function PromotionImageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<BackofficeKey | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const inline = value.startsWith('data:');
  const maxKb = MAX_IMAGE_BYTES / KB;
  const shownError = fileError ? t(fileError, { size: maxKb }) : error;
  const hint = inline ? t('promoForm.imageFromFile', { size: dataKb(value) }) : t('promoForm.imageUrlHint');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setFileError('promoForm.imageWrongType');
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setFileError('promoForm.imageTooBig');
      return;
    }
    try {
      const url = await readAsDataUrl(file);
      setFileError(null);
      onChange(url);
    } catch {
      setFileError('promoForm.imageUnreadable');
    }
  }

  const showPreview = value.trim() !== '' && broken !== value;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="bo-promo-image">
      <div
        className="grid aspect-video w-full shrink-0 place-items-center overflow-hidden rounded-xl border border-white/10 bg-black/30 sm:w-48"
        data-testid="bo-promo-image-preview"
      >
        {showPreview ? (
          <img src={value} alt={t('promoForm.imagePreview')} className="size-full object-cover" onError={() => setBroken(value)} />
        ) : (
          <span className="px-3 text-center text-xs text-gray-500">{t(value.trim() ? 'promoForm.imageBroken' : 'promotions.noImage')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-gray-200">
          {t('promoForm.imageUrl')}
        </label>
        <div className={cn('pp-input-wrap', shownError && 'pp-input-wrap--error')}>
          <input
            id={id}
            className="pp-input"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={inline ? '' : value}
            placeholder={inline ? t('promoForm.imageInline') : 'https://'}
            onChange={(e) => {
              setFileError(null);
              onChange(e.target.value);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(id, shownError, hint)}
            data-testid="bo-promo-imageUrl"
          />
        </div>
        <FieldMessage id={id} error={shownError} hint={hint} />
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => void pick(e)}
            data-testid="bo-promo-image-file"
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} data-testid="bo-promo-image-pick">
            {t('promoForm.imagePick')}
          </Button>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFileError(null);
                onChange('');
              }}
              data-testid="bo-promo-image-remove"
            >
              {t('promoForm.imageRemove')}
            </Button>
          ) : null}
          <span className="text-xs text-gray-500">{t('promoForm.imageFileHint', { size: maxKb })}</span>
        </div>
      </div>
    </div>
  );
}
