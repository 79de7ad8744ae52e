import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';

import { FloatingContacts, floatingButtons } from './floating-contacts';

const all = {
  lineFloatingButton: true,
  lineUrl: 'https://line.me/x',
  telegramFloatingButton: true,
  telegramUrl: 'https://t.me/x',
  whatAppFloatingButton: true,
  whatAppUrl: 'https://wa.me/1',
  facebookMessengerFloatingButton: true,
  facebookMessengerUrl: 'https://m.me/x',
};

describe('floating contact buttons', () => {
  it('shows each button only when its flag is on', () => {
    expect(floatingButtons({ ...all, telegramFloatingButton: false, whatAppFloatingButton: null }).map((b) => b.kind)).toEqual([
      'line',
      'messenger',
    ]);
    expect(floatingButtons(null)).toEqual([]);
    expect(floatingButtons({ lineFloatingButton: true, lineUrl: '' })).toEqual([]);
  });

  it('opens each URL in a new tab with rel noopener, in spec order', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FloatingContacts template={all} />
      </I18nextProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'แชทผ่าน LINE',
      'แชทผ่าน Telegram',
      'แชทผ่าน WhatsApp',
      'แชทผ่าน Facebook Messenger',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'แชทผ่าน LINE' }).getAttribute('href')).toBe('https://line.me/x');
    expect(screen.getByRole('navigation', { name: 'ช่องทางติดต่อ' }).className).toContain('pp-floating');
  });
});
