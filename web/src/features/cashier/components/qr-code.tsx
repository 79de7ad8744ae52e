import { QRCodeSVG } from 'qrcode.react';

import { cn } from '@/lib/cn';

/** A QR code on a white tile (scanners need the quiet zone and contrast). */
export function QrCode({
  value,
  label,
  size = 208,
  testId,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      data-testid={testId}
      data-payload={value}
      className={cn('pp-qr mx-auto w-fit', className)}
    >
      <QRCodeSVG value={value} size={size} level="M" marginSize={0} aria-hidden="true" />
    </div>
  );
}
