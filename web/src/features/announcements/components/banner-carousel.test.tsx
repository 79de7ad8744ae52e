import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

import { bannerFixture, serveBanners } from '../testing';
import { BannerCarousel } from './banner-carousel';

const banners = [
  bannerFixture(1, { title: 'Welcome bonus 100%', linkUrl: '/promotion' }),
  bannerFixture(2, { title: 'Partner casino', linkUrl: 'https://partner.example/casino', imageUrl: 'https://cdn.example/b2.png' }),
  bannerFixture(3, { title: 'Cashback 5%', linkUrl: '', imageUrl: '/api/uploads/b3.webp' }),
];

const current = () =>
  screen
    .getAllByRole('button', { name: /^แสดงแบนเนอร์ที่/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

function reducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matches && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

describe('the banner carousel', () => {
  beforeEach(() => i18n.changeLanguage('th'));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('shows every banner as a picture named by its title, the first loaded at once and the rest lazily', async () => {
    serveBanners(banners);
    renderWithProviders(<BannerCarousel data-home-block="banners" />);
    const region = await screen.findByRole('region', { name: 'แบนเนอร์โปรโมชั่น' });
    expect(region.getAttribute('aria-roledescription')).toBe('ภาพสไลด์');
    expect(region.dataset.homeBlock).toBe('banners');
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Welcome bonus 100%', 'Partner casino', 'Cashback 5%']);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('src'))).toEqual([banners[0]!.imageUrl, 'https://cdn.example/b2.png', '/api/uploads/b3.webp']);
    // Width and height give the box its ratio before the picture arrives.
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '400']);
    expect(within(region).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 จาก 3', '2 จาก 3', '3 จาก 3']);
  });

  it('follows an internal link with the router', async () => {
    serveBanners(banners);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BannerCarousel />);
    const link = await screen.findByRole('link', { name: 'Welcome bonus 100%' });
    expect(link.getAttribute('target')).toBeNull();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/promotion');
  });

  it('opens an external link in a new tab without handing it this page', async () => {
    serveBanners(banners);
    renderWithProviders(<BannerCarousel />);
    const link = await screen.findByRole('link', { name: /Partner casino/ });
    expect(link.getAttribute('href')).toBe('https://partner.example/casino');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(เปิดในแท็บใหม่)');
  });

  it('leaves a banner without a link as a picture only', async () => {
    serveBanners(banners);
    renderWithProviders(<BannerCarousel />);
    const image = await screen.findByRole('img', { name: 'Cashback 5%' });
    expect(image.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('draws nothing for an agent without banners', async () => {
    const calls = serveBanners([]);
    const { container } = renderWithProviders(<BannerCarousel />);
    await waitFor(() => expect(calls()).toBe(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps the box of the first banner while they load, hidden from screen readers', async () => {
    serveBanners(banners);
    const { container } = renderWithProviders(<BannerCarousel base="x-banners" />);
    const placeholder = container.querySelector('.x-banners--loading');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.querySelector('.aspect-\\[3\\/1\\]')).toBeTruthy();
    await screen.findByRole('region');
    expect(container.querySelector('.x-banners--loading')).toBeNull();
  });

  it('moves with the dots, the arrows and the arrow keys, round from the last to the first', async () => {
    serveBanners(banners);
    reducedMotion(true); // nothing moves by itself here
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel />);
    await screen.findByRole('region');
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'แสดงแบนเนอร์ที่ 3 จาก 3' }));
    expect(current()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
    expect(current()).toBe(2);
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(0);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toBe(1);
  });

  it('has no dots or arrows for a single banner', async () => {
    serveBanners([banners[0]!]);
    renderWithProviders(<BannerCarousel />);
    await screen.findByRole('region');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves on by itself, and stops while pointed at, or when the visitor stops it', async () => {
    serveBanners(banners);
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel interval={60} />);
    const region = await screen.findByRole('region');
    await waitFor(() => expect(current()).toBe(1));

    await user.hover(region);
    const held = current();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe(held);
    await user.unhover(region);
    await waitFor(() => expect(current()).not.toBe(held));

    // The stop button (its click also focuses it: leave the carousel to see the stop alone).
    await user.click(screen.getByRole('button', { name: 'หยุดเลื่อนแบนเนอร์อัตโนมัติ' }));
    expect(screen.getByRole('button', { name: 'เลื่อนแบนเนอร์อัตโนมัติ' })).toBeTruthy();
    await user.unhover(region);
    act(() => (document.activeElement as HTMLElement).blur());
    const stopped = current();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe(stopped);
  });

  it('stays still while the keyboard is inside it', async () => {
    serveBanners(banners);
    renderWithProviders(<BannerCarousel interval={60} />);
    await screen.findByRole('region');
    act(() => screen.getByRole('link', { name: 'Welcome bonus 100%' }).focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe(0);
  });

  it('never moves by itself for a visitor who asked for less motion, and offers no play button', async () => {
    reducedMotion(true);
    serveBanners(banners);
    renderWithProviders(<BannerCarousel interval={30} />);
    await screen.findByRole('region');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: 'หยุดเลื่อนแบนเนอร์อัตโนมัติ' })).toBeNull();
  });
});
