import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ShareIcon } from '@/components/ui/icons';

/** The share link's QR code on a white tile (scanners need the quiet zone and contrast). */
function LinkQr({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div role="img" aria-label={label} data-testid={testId} data-payload={value} className="pp-qr mx-auto w-fit shrink-0">
      <QRCodeSVG value={value} size={148} level="M" marginSize={0} aria-hidden="true" />
    </div>
  );
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * A link to hand out and its code: each with a copy button (toast 'คัดลอกสำเร็จ'), the QR code
 * of the link, and the phone's share sheet where the browser has one.
 */
export function ShareLink({
  link,
  code,
  shareText,
  testIdPrefix,
}: {
  link: string;
  code: string;
  /** The message that goes with the link in the share sheet. */
  shareText: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('income');

  function share() {
    navigator.share({ title: shareText, text: shareText, url: link }).catch(() => {
      /* the player closed the share sheet */
    });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <LinkQr value={link} label={t('share.qrLabel')} testId={`${testIdPrefix}-qr`} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('share.link')}</p>
          <div className="mt-1 flex items-center gap-2 rounded-xl border border-line bg-tint/[0.03] py-1.5 ps-3 pe-1.5">
            <span className="min-w-0 flex-1 truncate text-sm text-strong" data-testid={`${testIdPrefix}-link`} title={link}>
              {link}
            </span>
            <CopyButton value={link} label={t('share.link')} testId={`${testIdPrefix}-copy-link`} />
          </div>
        </div>
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('share.code')}</p>
          <div className="mt-1 flex items-center gap-2 rounded-xl border border-line bg-tint/[0.03] py-1.5 ps-3 pe-1.5">
            <span className="min-w-0 flex-1 truncate text-base font-bold tracking-wider text-accent-strong" data-testid={`${testIdPrefix}-code`}>
              {code}
            </span>
            <CopyButton value={code} label={t('share.code')} testId={`${testIdPrefix}-copy-code`} />
          </div>
        </div>
        {canShare() ? (
          <Button variant="outline" size="sm" icon={<ShareIcon className="size-4" />} onClick={share} data-testid={`${testIdPrefix}-share`}>
            {t('share.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
