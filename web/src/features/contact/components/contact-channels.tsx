import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ChevronRightIcon,
  LineBrandIcon,
  MailIcon,
  MessengerBrandIcon,
  PhoneIcon,
  TelegramBrandIcon,
  WhatsAppBrandIcon,
} from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { playerConfigurationQueryOptions } from '@/features/agent';
import type { ContactChannels as Channels } from '@/types/api';

interface Channel {
  key: string;
  label: string;
  detail: string;
  href: string;
  icon: ReactNode;
  tone: string;
}

function lineHref(contact: Channels): string | null {
  if (contact.lineUrl) return contact.lineUrl;
  if (contact.lineId) return `https://line.me/R/ti/p/${encodeURIComponent(contact.lineId)}`;
  return null;
}

/** The agent's contact channels (playerGetConfiguration.contact) as a list of links. */
export function ContactChannels() {
  const { t } = useTranslation();
  const config = useQuery(playerConfigurationQueryOptions());
  if (config.isPending) return <Spinner label={t('contact.loading')} />;
  const contact = config.data?.contact ?? {};
  const channels: Channel[] = [];
  const line = lineHref(contact);
  if (line)
    channels.push({ key: 'line', label: t('contact.line'), detail: contact.lineId || line, href: line, icon: <LineBrandIcon className="size-6" />, tone: 'bg-channel-line' });
  if (contact.telegramUrl)
    channels.push({ key: 'telegram', label: t('contact.telegram'), detail: contact.telegramUrl, href: contact.telegramUrl, icon: <TelegramBrandIcon className="size-6" />, tone: 'bg-channel-telegram' });
  if (contact.whatAppUrl)
    channels.push({ key: 'whatsapp', label: t('contact.whatsapp'), detail: contact.whatAppUrl, href: contact.whatAppUrl, icon: <WhatsAppBrandIcon className="size-6" />, tone: 'bg-channel-whatsapp' });
  if (contact.facebookMessengerUrl)
    channels.push({ key: 'messenger', label: t('contact.messenger'), detail: contact.facebookMessengerUrl, href: contact.facebookMessengerUrl, icon: <MessengerBrandIcon className="size-6" />, tone: 'bg-gradient-to-br from-channel-messenger to-channel-messenger-end' });
  if (contact.tel)
    channels.push({ key: 'phone', label: t('contact.phone'), detail: contact.tel, href: `tel:${contact.tel.replace(/[^\d+]/g, '')}`, icon: <PhoneIcon className="size-5" />, tone: 'bg-tint/25' });
  if (contact.email)
    channels.push({ key: 'email', label: t('contact.email'), detail: contact.email, href: `mailto:${contact.email}`, icon: <MailIcon className="size-5" />, tone: 'bg-tint/25' });

  if (channels.length === 0) return <p className="text-sm text-muted">{t('forgot.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {channels.map((c) => {
        const external = c.href.startsWith('http');
        return (
          <li key={c.key}>
            <a
              href={c.href}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              className="flex items-center gap-3 rounded-xl border border-line bg-tint/[0.03] p-3 transition hover:border-primary/50 hover:bg-tint/[0.06]"
            >
              <span className={`grid size-10 shrink-0 place-items-center rounded-xl text-strong ${c.tone}`} aria-hidden="true">
                {c.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-strong">{c.label}</span>
                <span className="block truncate text-xs text-muted">{c.detail}</span>
              </span>
              <ChevronRightIcon className="size-5 text-faint" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
