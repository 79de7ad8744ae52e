import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  LineBrandIcon,
  MessengerBrandIcon,
  TelegramBrandIcon,
  WhatsAppBrandIcon,
} from '@/components/ui/icons';
import type { Template } from '@/types/api';

export interface FloatingButton {
  kind: 'line' | 'telegram' | 'whatsapp' | 'messenger';
  url: string;
}

/** The floating buttons the template switches on, in spec order (chat-line, telegram, whatsapp, messenger). */
export function floatingButtons(template: Template | null | undefined): FloatingButton[] {
  if (!template) return [];
  const list: Array<[boolean | null | undefined, FloatingButton['kind'], string | null | undefined]> = [
    [template.lineFloatingButton, 'line', template.lineUrl],
    [template.telegramFloatingButton, 'telegram', template.telegramUrl],
    [template.whatAppFloatingButton, 'whatsapp', template.whatAppUrl],
    [template.facebookMessengerFloatingButton, 'messenger', template.facebookMessengerUrl],
  ];
  return list
    .filter(([on, , url]) => on === true && !!url)
    .map(([, kind, url]) => ({ kind, url: url as string }));
}

const LOOK: Record<FloatingButton['kind'], { icon: ReactNode; className: string }> = {
  line: { icon: <LineBrandIcon className="size-[60%]" />, className: 'bg-[#06c755]' },
  telegram: { icon: <TelegramBrandIcon className="size-[58%]" />, className: 'bg-[#229ed9]' },
  whatsapp: { icon: <WhatsAppBrandIcon className="size-[60%]" />, className: 'bg-[#25d366]' },
  messenger: { icon: <MessengerBrandIcon className="size-[58%]" />, className: 'bg-gradient-to-br from-[#0a7cff] to-[#a033ff]' },
};

/** Fixed bottom-right contact buttons (spec §1: ~2.5rem wide, 6rem from the bottom, 0.5rem from the right). */
export function FloatingContacts({ template }: { template: Template | null | undefined }) {
  const { t } = useTranslation();
  const buttons = floatingButtons(template);
  if (buttons.length === 0) return null;
  return (
    <nav aria-label={t('floating.label')} className="pp-floating">
      <ul className="flex flex-col gap-2">
        {buttons.map((b) => (
          <li key={b.kind}>
            <a
              href={b.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`floating.${b.kind}`)}
              data-kind={b.kind}
              className={`pp-floating__btn ${LOOK[b.kind].className}`}
            >
              {LOOK[b.kind].icon}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
