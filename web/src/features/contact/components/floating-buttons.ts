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
