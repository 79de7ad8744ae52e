import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadNamespace, setLanguage } from '@/lib/i18n';

import { isKnownStatus } from './components/status-badge';

// Every key in every language, with the same placeholders: locales/locales.test.ts.
describe('back office texts', () => {
  afterEach(() => setLanguage('th'));

  it('load with the back office, not with the player site', async () => {
    expect(i18n.hasResourceBundle('th', 'backoffice')).toBe(false);
    await loadNamespace('backoffice');
    expect(i18n.hasResourceBundle('th', 'backoffice')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'backoffice')).toBe(false);
  });

  it('use the status texts of docs/money.md in Thai', async () => {
    await loadNamespace('backoffice');
    const t = i18n.getFixedT('th', 'backoffice');
    expect(t('status.0001')).toBe('รอดำเนินการ');
    expect(t('status.0000')).toBe('ทำรายการสำเร็จ');
    expect(t('status.0002')).toBe('รายการล้มเหลว กรุณาติดต่อแอดมิน');
    expect(t('status.1001')).toBe('ยึดเครดิต');
    expect(t('status.0009')).toBe('รอโปรโมชั่นสิ้นสุด');
    expect(isKnownStatus('0001')).toBe(true);
    expect(isKnownStatus('7777')).toBe(false);
  });

  it('switch language with the site, loading that language first', async () => {
    await loadNamespace('backoffice');
    await setLanguage('en');
    expect(i18n.t('status.0001', { ns: 'backoffice' })).toBe('Pending');
    await setLanguage('vi');
    expect(i18n.t('queue.title', { ns: 'backoffice' })).toBe('Danh sách chờ xử lý');
    expect(i18n.t('status.0001', { ns: 'backoffice' })).toBe('Đang chờ xử lý');
  });

  it('fill placeholders and leave unknown ones visible', async () => {
    await loadNamespace('backoffice');
    await setLanguage('en');
    const t = i18n.getFixedT('en', 'backoffice');
    expect(t('queue.credited', { amount: '1.00 THB', username: 'demo' })).toBe('Credited 1.00 THB to demo');
    expect(t('pager.status', { page: 2, pages: 5, total: 93 })).toBe('Page 2 of 5 · 93 in all');
    expect(t('queue.rejected', { id: 4 })).toBe('Rejected request #4 of {{username}}');
  });
});
