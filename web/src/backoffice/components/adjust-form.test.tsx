import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { walletFixture } from '@/testing/fixtures';

import { useStaffSession } from '../stores/staff-session';
import { meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';

import { AdjustForm, parseAdjustAmount } from './adjust-form';
import { formatAgentMoney } from './money';

interface Seen {
  key: string | null;
  body: unknown;
}

function adjustServer(answers: Array<() => Response>) {
  const seen: Seen[] = [];
  server.use(
    meHandler(),
    http.post(`${API}/backoffice/players/3/adjust`, async ({ request }) => {
      seen.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
      return answer();
    }),
  );
  return seen;
}

const success = () =>
  ok({
    wallet: { ...walletFixture, creditBalance: 1334.5 },
    entry: { id: 1, journalId: 1, kind: 'ADJUST', account: 'credit', amount: 100, balanceAfter: 1334.5, reference: null, memo: 'bonus', createdAt: '2026-01-10T08:00:00Z' },
  });

async function fill(amount: string, reason: string) {
  const user = userEvent.setup();
  if (amount) await user.type(screen.getByTestId('bo-adjust-amount'), amount);
  if (reason) await user.type(screen.getByTestId('bo-adjust-reason'), reason);
  await user.click(screen.getByTestId('bo-adjust-submit'));
  return user;
}

describe('AdjustForm', () => {
  beforeEach(async () => {
    useStaffSession.getState().signOut();
    await loadStaffTexts('th');
    signInStaff();
  });

  it('reads signed amounts with at most two decimals, never 0', () => {
    expect(parseAdjustAmount('100')).toBe(100);
    expect(parseAdjustAmount('-50.25')).toBe(-50.25);
    expect(parseAdjustAmount('+1,000.5')).toBe(1000.5);
    expect(parseAdjustAmount('0')).toBeNull();
    expect(parseAdjustAmount('-0.00')).toBeNull();
    expect(parseAdjustAmount('1.234')).toBeNull();
    expect(parseAdjustAmount('abc')).toBeNull();
    expect(parseAdjustAmount('1e3')).toBeNull();
    // The đồng has no minor unit.
    expect(parseAdjustAmount('-50000', 'VND')).toBe(-50000);
    expect(parseAdjustAmount('50000.5', 'VND')).toBeNull();
    expect(formatAgentMoney(1500000, 'VND')).toBe('1,500,000 VND');
    expect(formatAgentMoney(-20, 'THB')).toBe('-20.00 THB');
  });

  it('requires a reason (and a valid amount) before anything is sent', async () => {
    const seen = adjustServer([success]);
    renderWithProviders(<AdjustForm playerId={3} username="demo" />);
    await fill('100', '');
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณาระบุเหตุผล');
    expect(screen.queryByTestId('bo-adjust-confirm')).toBeNull();

    const user = userEvent.setup();
    await user.clear(screen.getByTestId('bo-adjust-amount'));
    await fill('', '   ');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['กรุณากรอกจำนวน', 'กรุณาระบุเหตุผล']);

    await user.type(screen.getByTestId('bo-adjust-amount'), '1.234');
    await user.click(screen.getByTestId('bo-adjust-submit'));
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toBe(
      'จำนวนต้องเป็นตัวเลข ไม่เกินทศนิยม 2 ตำแหน่ง และไม่เป็น 0',
    );
    expect(seen).toEqual([]);
  });

  it('confirms before sending, with the signed amount and the reason', async () => {
    const seen = adjustServer([success]);
    renderWithProviders(<AdjustForm playerId={3} username="demo" />);
    const user = await fill('-50.5', 'ปรับยอดผิด');
    expect((await screen.findByTestId('bo-adjust-confirmation')).textContent).toContain('หักเครดิต 50.50 THB จาก demo');
    expect(seen).toEqual([]);
    await user.click(screen.getByTestId('bo-adjust-confirm'));
    expect((await screen.findByTestId('bo-adjust-result')).textContent).toContain('ยอดคงเหลือ 1,334.50 THB');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({ amount: -50.5, reason: 'ปรับยอดผิด' });
    expect(seen[0]!.key).toMatch(/^[\w-]{1,64}$/);
    // Back to an empty form for the next adjustment.
    expect((screen.getByTestId('bo-adjust-amount') as HTMLInputElement).value).toBe('');
  });

  it('reuses the idempotency key when a failed confirmation is retried', async () => {
    const seen = adjustServer([
      () => HttpResponse.error(), // the answer never arrives
      () => fail(503, '9999'),
      success,
    ]);
    renderWithProviders(<AdjustForm playerId={3} username="demo" />);
    const user = await fill('100', 'bonus');
    await user.click(await screen.findByTestId('bo-adjust-confirm'));
    expect((await screen.findByTestId('bo-adjust-error')).textContent).toContain('เครือข่ายขัดข้อง');

    await user.click(screen.getByTestId('bo-adjust-confirm'));
    await waitFor(() => expect(seen).toHaveLength(2));
    await screen.findByTestId('bo-adjust-error');

    await user.click(screen.getByTestId('bo-adjust-confirm'));
    await screen.findByTestId('bo-adjust-result');
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen.every((s) => JSON.stringify(s.body) === '{"amount":100,"reason":"bonus"}')).toBe(true);
  });

  it('uses a new key for a new submission', async () => {
    const seen = adjustServer([() => fail(503, '9999'), success]);
    renderWithProviders(<AdjustForm playerId={3} username="demo" />);
    const user = await fill('100', 'bonus');
    await user.click(await screen.findByTestId('bo-adjust-confirm'));
    await screen.findByTestId('bo-adjust-error');

    await user.click(screen.getByTestId('bo-adjust-edit'));
    await user.clear(screen.getByTestId('bo-adjust-amount'));
    await user.type(screen.getByTestId('bo-adjust-amount'), '200');
    await user.click(screen.getByTestId('bo-adjust-submit'));
    await user.click(await screen.findByTestId('bo-adjust-confirm'));
    await screen.findByTestId('bo-adjust-result');
    expect(seen.map((s) => s.body)).toEqual([
      { amount: 100, reason: 'bonus' },
      { amount: 200, reason: 'bonus' },
    ]);
    expect(seen[0]!.key).not.toBe(seen[1]!.key);
  });
});
