import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';

import { floatingButtons } from './floating-buttons';
import { FloatingContacts } from './floating-contacts';

function renderContacts(template: Parameters<typeof FloatingContacts>[0]['template']) {
  return render(
    <I18nextProvider i18n={i18n}>
      <p>page</p>
      <FloatingContacts template={template} />
    </I18nextProvider>,
  );
}

/** Below xl the list is folded (display none) unless opened; from xl up it always shows. */
function listClasses() {
  return screen.getAllByRole('link')[0]!.closest('ul')!.className.split(' ');
}

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

describe('floating contact launcher (phones and tablets)', () => {
  it('folds two or more channels into one launcher that opens and closes the list', async () => {
    const user = userEvent.setup();
    renderContacts(all);
    const launcher = screen.getByRole('button', { name: 'ติดต่อเรา' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.className).toContain('xl:hidden');
    expect(listClasses()).toEqual(expect.arrayContaining(['hidden', 'xl:flex']));
    expect(document.getElementById(launcher.getAttribute('aria-controls')!)).toBe(screen.getAllByRole('link')[0]!.closest('ul'));

    await user.click(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(listClasses()).toContain('flex');
    expect(listClasses()).not.toContain('hidden');

    await user.click(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(listClasses()).toContain('hidden');
  });

  it('closes on Escape (focus back on the launcher), on a tap elsewhere, and once a channel is picked', async () => {
    const user = userEvent.setup();
    renderContacts(all);
    const launcher = screen.getByRole('button', { name: 'ติดต่อเรา' });

    await user.click(launcher);
    await user.keyboard('{Escape}');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher);

    await user.click(launcher);
    await user.click(screen.getByText('page'));
    expect(launcher.getAttribute('aria-expanded')).toBe('false');

    await user.click(launcher);
    const link = screen.getByRole('link', { name: 'แชทผ่าน Telegram' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a single channel as it is, without a launcher', () => {
    renderContacts({ lineFloatingButton: true, lineUrl: 'https://line.me/x' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'แชทผ่าน LINE' })).toBeTruthy();
    expect(listClasses()).not.toContain('hidden');
  });
});
