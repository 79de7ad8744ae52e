import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { bodyOfSaved, fromLocalInput } from '../components/promotion-model';
import { useStaffSession } from '../stores/staff-session';
import { meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import { promotionSettingsFixture, staffPromotionFixture } from '../testing/promotion-fixtures';
import type { PromotionBody, StaffPromotion } from '../types';

import { PromotionEditPage } from './promotion-edit-page';
import { PromotionsPage } from './promotions-page';

/** The promotion endpoints over a list, recording the bodies the form sent. */
function promotionServer(list: StaffPromotion[] = []) {
  const sent = { posts: [] as PromotionBody[], puts: [] as Array<{ id: string; body: PromotionBody }> };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/promotions`, () => ok(list)),
    http.get(`${API}/backoffice/settings/promotions`, () => ok(promotionSettingsFixture())),
    http.post(`${API}/backoffice/promotions`, async ({ request }) => {
      const body = (await request.json()) as PromotionBody;
      sent.posts.push(body);
      const saved = staffPromotionFixture({ id: 40, name: { nameTh: body.nameTh, nameEn: body.nameEn, nameVi: body.nameVi ?? '' } });
      list.push(saved);
      return ok(saved);
    }),
    http.put(`${API}/backoffice/promotions/:id`, async ({ request, params }) => {
      const body = (await request.json()) as PromotionBody;
      sent.puts.push({ id: String(params.id), body });
      return ok(staffPromotionFixture({ id: Number(params.id), name: { nameTh: body.nameTh, nameEn: body.nameEn, nameVi: body.nameVi ?? '' } }));
    }),
  );
  return sent;
}

function renderEditor(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/promotions" element={<PromotionsPage />} />
      <Route path="/backoffice/promotions/new" element={<PromotionEditPage />} />
      <Route path="/backoffice/promotions/:id" element={<PromotionEditPage />} />
    </Routes>,
    { route },
  );
}

/** The message under the field whose input has this test id. */
function errorOf(testId: string): string | null {
  const input = screen.getByTestId(testId);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0] ?? '')?.textContent ?? null) : null;
}

describe('PromotionEditPage: a new promotion', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('checks the form before sending anything', async () => {
    const sent = promotionServer();
    const user = userEvent.setup({ delay: null });
    renderEditor('/backoffice/promotions/new');
    await user.click(await screen.findByTestId('bo-promo-save'));

    expect(await screen.findByTestId('bo-promo-invalid')).toHaveProperty('textContent', 'กรุณาแก้ไขช่องที่เป็นสีแดง');
    expect(errorOf('bo-promo-nameTh')).toBe('กรุณากรอก');
    expect(errorOf('bo-promo-nameEn')).toBe('กรุณากรอก');
    expect(errorOf('bo-promo-nameVi')).toBeNull();
    expect(errorOf('bo-promo-bonusPercent')).toBe('กรุณากรอก');
    expect(errorOf('bo-promo-turn')).toBe('กรุณากรอก');
    expect(errorOf('bo-promo-maximumWithdraw')).toBe('กรุณากรอก');
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(screen.getByTestId('bo-promo-nameTh'));

    await user.type(screen.getByTestId('bo-promo-bonusPercent'), '10.555');
    expect(errorOf('bo-promo-bonusPercent')).toBeNull();
    await user.click(screen.getByTestId('bo-promo-save'));
    expect(errorOf('bo-promo-bonusPercent')).toBe('เปอร์เซ็นต์ไม่เกิน 1000 ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(sent.posts).toEqual([]);
  });

  it('shows each type’s own fields, and only those', async () => {
    promotionServer();
    const user = userEvent.setup({ delay: null });
    renderEditor('/backoffice/promotions/new');
    const type = await screen.findByTestId('bo-promo-promotionTypeId');
    const extras = () => ({
      happyTime: !!screen.queryByTestId('bo-promo-happy-time'),
      welcomeBack: !!screen.queryByTestId('bo-promo-welcomeBackDays'),
      tiers: !!screen.queryByTestId('bo-promo-tiers'),
      bonus: !!screen.queryByTestId('bo-promo-bonusType'),
      minimumDeposit: !!screen.queryByTestId('bo-promo-minimumDeposit'),
    });
    const none = { happyTime: false, welcomeBack: false, tiers: false, bonus: true, minimumDeposit: true };

    for (const plain of ['1', '3', '4', '6', '8']) {
      await user.selectOptions(type, plain);
      expect(extras(), `type ${plain}`).toEqual(none);
    }
    await user.selectOptions(type, '2');
    expect(extras()).toEqual({ ...none, happyTime: true });
    expect(within(screen.getByTestId('bo-promo-weekdays')).getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByTestId('bo-promo-fromTime')).toBeTruthy();
    expect(screen.getByTestId('bo-promo-toTime')).toBeTruthy();

    await user.selectOptions(type, '5');
    expect(extras()).toEqual({ ...none, welcomeBack: true });

    await user.selectOptions(type, '7');
    expect(extras()).toEqual({ ...none, tiers: true, bonus: false });
    expect(screen.getByTestId('bo-promo-bonus-note').textContent).toBe('โปรฝากสะสมจ่ายโบนัสของแต่ละขั้นที่ปลดล็อก กำหนดขั้นด้านล่าง');

    await user.selectOptions(type, '9');
    expect(extras()).toEqual({ ...none, bonus: false, minimumDeposit: false });
    expect(screen.getByTestId('bo-promo-bonus-note').textContent).toContain('ที่หน้าผู้เล่น');

    // Percent and fixed bonuses ask for their own figures.
    await user.selectOptions(type, '1');
    expect(screen.getByTestId('bo-promo-bonusPercent')).toBeTruthy();
    expect(screen.queryByTestId('bo-promo-bonusAmount')).toBeNull();
    await user.click(screen.getByTestId('bo-promo-bonusType-fixed'));
    expect(screen.getByTestId('bo-promo-bonusAmount')).toBeTruthy();
    expect(screen.queryByTestId('bo-promo-bonusPercent')).toBeNull();
    expect(screen.queryByTestId('bo-promo-bonusMaximum')).toBeNull();
  });

  it('sends every field of a happy-time promotion, with a picture from a file, and returns to the list', async () => {
    const sent = promotionServer();
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor('/backoffice/promotions/new');

    await user.type(await screen.findByTestId('bo-promo-nameTh'), 'แฮปปี้ไทม์');
    await user.type(screen.getByTestId('bo-promo-nameEn'), 'Happy hour');
    await user.type(screen.getByTestId('bo-promo-nameVi'), 'Giờ vàng');
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'promo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('bo-promo-image-file'), png);
    const preview = await within(screen.getByTestId('bo-promo-image-preview')).findByRole('img');
    expect(preview.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');

    await user.selectOptions(screen.getByTestId('bo-promo-promotionTypeId'), '2');
    await user.click(screen.getByTestId('bo-promo-weekday-5'));
    await user.click(screen.getByTestId('bo-promo-weekday-4'));
    fireEvent.change(screen.getByTestId('bo-promo-fromTime'), { target: { value: '20:00' } });
    fireEvent.change(screen.getByTestId('bo-promo-toTime'), { target: { value: '23:30' } });
    await user.type(screen.getByTestId('bo-promo-bonusPercent'), '20');
    await user.type(screen.getByTestId('bo-promo-bonusMaximum'), '300');
    await user.type(screen.getByTestId('bo-promo-minimumDeposit'), '100');
    await user.click(screen.getByTestId('bo-promo-turnType-1'));
    await user.type(screen.getByTestId('bo-promo-turn'), '1500.50');
    await user.click(screen.getByTestId('bo-promo-turnBasis-1'));
    await user.click(screen.getByTestId('bo-promo-promotionWithdrawType-2'));
    await user.type(screen.getByTestId('bo-promo-maximumWithdraw'), '5');

    await user.click(screen.getByTestId('bo-promo-rule-add'));
    await user.selectOptions(screen.getByTestId('bo-promo-rule-0-category'), 'slot');
    await user.click(screen.getByTestId('bo-promo-rule-0-all'));
    await user.type(screen.getByTestId('bo-promo-rule-0-providers'), 'PGS, JILI');
    await user.click(screen.getByTestId('bo-promo-rule-add'));
    expect(screen.getByTestId<HTMLSelectElement>('bo-promo-rule-1-category').value).toBe('casino');

    fireEvent.change(screen.getByTestId('bo-promo-startsAt'), { target: { value: '2026-03-01T09:00' } });
    await user.click(screen.getByTestId('bo-promo-popup'));
    await user.clear(screen.getByTestId('bo-promo-sortOrder'));
    await user.type(screen.getByTestId('bo-promo-sortOrder'), '3');
    await user.click(screen.getByTestId('bo-promo-save'));

    await waitFor(() => expect(sent.posts).toHaveLength(1));
    expect(sent.posts[0]).toEqual({
      nameTh: 'แฮปปี้ไทม์',
      nameEn: 'Happy hour',
      nameVi: 'Giờ vàng',
      imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      promotionTypeId: 2,
      bonusType: 'percent',
      bonusPercent: 20,
      bonusMaximum: 300,
      bonusAmount: 0,
      minimumDeposit: 100,
      turnType: 1,
      turn: 1500.5,
      turnBasis: 1,
      promotionWithdrawType: 2,
      maximumWithdraw: 5,
      gameConfig: [
        { category: 'slot', providers: ['PGS', 'JILI'] },
        { category: 'casino', providers: ['all'] },
      ],
      startsAt: fromLocalInput('2026-03-01T09:00'),
      endsAt: null,
      weekdays: [4, 5],
      fromTime: '20:00',
      toTime: '23:30',
      welcomeBackDays: null,
      stackTiers: [],
      isActive: true,
      display: true,
      popup: true,
      sortOrder: 3,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/promotions'));
    expect((await screen.findByTestId('bo-promo-notice')).textContent).toContain('สร้างโปรโมชั่น “แฮปปี้ไทม์” แล้ว');
  }, 20_000);

  it('sends a stack top-up’s tiers and shows the server’s refusal next to the fields it names', async () => {
    const sent = promotionServer();
    server.use(
      http.post(`${API}/backoffice/promotions`, async ({ request }) => {
        sent.posts.push((await request.json()) as PromotionBody);
        return fail(422, '0000', 'Invalid data', {
          fields: ['nameEn', 'stackTiers', 'amount'],
          systemMsg: 'nameEn: String should have at most 160 characters',
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor('/backoffice/promotions/new');
    await user.type(await screen.findByTestId('bo-promo-nameTh'), 'ฝากสะสม');
    await user.type(screen.getByTestId('bo-promo-nameEn'), 'Stack');
    await user.selectOptions(screen.getByTestId('bo-promo-promotionTypeId'), '7');
    await user.type(screen.getByTestId('bo-promo-tier-0-deposit'), '1000');
    await user.type(screen.getByTestId('bo-promo-tier-0-bonus'), '50');
    await user.click(screen.getByTestId('bo-promo-tier-add'));
    await user.type(screen.getByTestId('bo-promo-tier-1-deposit'), '500');
    await user.type(screen.getByTestId('bo-promo-tier-1-bonus'), '100');
    await user.type(screen.getByTestId('bo-promo-turn'), '2');
    await user.type(screen.getByTestId('bo-promo-maximumWithdraw'), '3000');
    await user.click(screen.getByTestId('bo-promo-save'));
    // Tiers must go up.
    expect(await screen.findByText('ยอดฝากต้องเพิ่มขึ้นทีละขั้น')).toBeTruthy();
    expect(sent.posts).toEqual([]);

    await user.clear(screen.getByTestId('bo-promo-tier-1-deposit'));
    await user.type(screen.getByTestId('bo-promo-tier-1-deposit'), '2000');
    await user.click(screen.getByTestId('bo-promo-save'));
    await waitFor(() => expect(sent.posts).toHaveLength(1));
    expect(sent.posts[0]).toMatchObject({
      promotionTypeId: 7,
      bonusType: 'fixed',
      bonusPercent: 0,
      bonusAmount: 0,
      stackTiers: [
        { deposit: 1000, bonus: 50 },
        { deposit: 2000, bonus: 100 },
      ],
    });

    await waitFor(() => expect(errorOf('bo-promo-nameEn')).toBe('เซิร์ฟเวอร์ไม่รับค่านี้ (String should have at most 160 characters)'));
    expect(errorOf('bo-promo-tier-0-deposit')).toBe('เซิร์ฟเวอร์ไม่รับค่านี้');
    // A field the form does not have: the server's whole message.
    expect(screen.getByTestId('bo-promo-error').textContent).toContain('ข้อมูลไม่ถูกต้อง');
    // Editing a refused field clears its message.
    await user.type(screen.getByTestId('bo-promo-nameEn'), '!');
    expect(errorOf('bo-promo-nameEn')).toBeNull();
  });

  it('refuses a picture file that is too large or not a picture', async () => {
    promotionServer();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderEditor('/backoffice/promotions/new');
    const big = new File([new Uint8Array(400 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(await screen.findByTestId('bo-promo-image-file'), big);
    expect(await screen.findByText('ไฟล์ใหญ่กว่า 400 kB')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('bo-promo-imageUrl').value).toBe('');

    await user.upload(screen.getByTestId('bo-promo-image-file'), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('กรุณาเลือกรูป PNG, JPEG, WebP, GIF หรือ SVG')).toBeTruthy();
    expect(within(screen.getByTestId('bo-promo-image-preview')).queryByRole('img')).toBeNull();

    await user.type(screen.getByTestId('bo-promo-imageUrl'), '/promo/a.png');
    expect(within(screen.getByTestId('bo-promo-image-preview')).getByRole('img').getAttribute('src')).toBe('/promo/a.png');
  });
});

describe('PromotionEditPage: changing a promotion', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('starts from the saved promotion and PUTs the whole body back', async () => {
    const saved = staffPromotionFixture();
    const sent = promotionServer([saved]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderEditor('/backoffice/promotions/11');
    const percent = await screen.findByTestId<HTMLInputElement>('bo-promo-bonusPercent');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('โบนัสฝาก 10%');
    expect(screen.getByTestId<HTMLInputElement>('bo-promo-nameEn').value).toBe('Deposit bonus 10%');
    expect(percent.value).toBe('10');
    expect(screen.getByTestId<HTMLInputElement>('bo-promo-rule-0-all').checked).toBe(true);

    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(screen.getByTestId('bo-promo-save'));
    await waitFor(() => expect(sent.puts).toHaveLength(1));
    expect(sent.puts[0]).toEqual({ id: '11', body: { ...bodyOfSaved(saved), bonusPercent: 15 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/promotions'));
    expect((await screen.findByTestId('bo-promo-notice')).textContent).toContain('บันทึกโปรโมชั่น “โบนัสฝาก 10%” แล้ว');
  });

  it('says so for a promotion that is not the agent’s', async () => {
    promotionServer([staffPromotionFixture()]);
    renderEditor('/backoffice/promotions/99');
    expect((await screen.findByTestId('bo-promo-missing')).textContent).toBe('ไม่พบโปรโมชั่นนี้');
    expect(screen.queryByTestId('bo-promo-form')).toBeNull();
  });

  it('speaks English in English mode', async () => {
    await loadStaffTexts('en');
    promotionServer([staffPromotionFixture()]);
    renderEditor('/backoffice/promotions/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit bonus 10%' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Turnover and withdrawal' })).toBeTruthy();
    expect(screen.getByTestId('bo-promo-save').textContent).toBe('Save changes');
  });
});
