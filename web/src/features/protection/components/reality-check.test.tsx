import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/testing/render';

import { protectionKeys } from '../api/protection-api';
import { protectionFixture, serveProtection, signedInPlayer } from '../testing';
import { ProtectionContent } from './protection-content';
import { RealityCheck } from './reality-check';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

signedInPlayer();

const MINUTE = 60_000;

/** The playing state as the games feature keeps it, with a way to close and open a game from the test. */
function Playing({ onStop }: { onStop: () => void }) {
  const [playing, setPlaying] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setPlaying((open) => !open)}>
        {playing ? 'close the game' : 'open a game'}
      </button>
      <RealityCheck
        playing={playing}
        onStop={() => {
          onStop();
          setPlaying(false);
        }}
      />
    </>
  );
}

/** The reminder is running: its code is in and the player's setting read. */
async function reminderReady(queryClient: QueryClient) {
  await act(() => vi.advanceTimersByTimeAsync(10));
  await waitFor(() => expect(queryClient.getQueryData(protectionKeys.all)).toBeDefined());
}

describe('RealityCheck', () => {
  // The reminder's code loads on first use: loaded once here, so that the tests' clocks start with it.
  beforeAll(() => import('./reality-check-reminder'));
  afterEach(() => vi.useRealTimers());

  it('reminds the player at every interval while a game is open: keep playing, then stop', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    serveProtection(protectionFixture({ realityCheckMinutes: 15 }));
    const onStop = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient } = renderWithProviders(<Playing onStop={onStop} />);
    await reminderReady(queryClient);

    await act(() => vi.advanceTimersByTimeAsync(14 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1 * MINUTE));
    const first = await screen.findByRole('dialog', { name: 'คุณเล่นมาสักพักแล้ว' });
    expect(within(first).getByTestId('reality-check-played').textContent).toBe('คุณเล่นเกมมาแล้ว 15 นาที');

    await user.click(within(first).getByRole('button', { name: 'เล่นต่อ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStop).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    const second = await screen.findByRole('dialog');
    expect(within(second).getByTestId('reality-check-played').textContent).toBe('คุณเล่นเกมมาแล้ว 30 นาที');
    await user.click(within(second).getByRole('button', { name: 'หยุดเล่น' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    // No game open: no more reminders.
    await act(() => vi.advanceTimersByTimeAsync(60 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says hours and minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    serveProtection(protectionFixture({ realityCheckMinutes: 30 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient } = renderWithProviders(<Playing onStop={vi.fn()} />);
    await reminderReady(queryClient);
    for (const played of ['30 นาที', '1 ชั่วโมง', '1 ชั่วโมง 30 นาที']) {
      await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
      expect((await screen.findByTestId('reality-check-played')).textContent).toBe(`คุณเล่นเกมมาแล้ว ${played}`);
      await user.click(screen.getByRole('button', { name: 'เล่นต่อ' }));
    }
  });

  it('never reminds when the player turned it off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    serveProtection(protectionFixture({ realityCheckMinutes: 0 }));
    const { queryClient } = renderWithProviders(<Playing onStop={vi.fn()} />);
    await reminderReady(queryClient);
    await act(() => vi.advanceTimersByTimeAsync(6 * 60 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops counting once the game is closed, and starts afresh with the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    serveProtection(protectionFixture({ realityCheckMinutes: 15 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient } = renderWithProviders(<Playing onStop={vi.fn()} />);
    await reminderReady(queryClient);
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    await user.click(screen.getByRole('button', { name: 'close the game' }));
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open a game' }));
    await reminderReady(queryClient);
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect((await screen.findByTestId('reality-check-played')).textContent).toBe('คุณเล่นเกมมาแล้ว 15 นาที');
  });
});

describe('RealityCheckSection', () => {
  it('saves the interval as soon as it is chosen, and the reminder reads it from the same cache', async () => {
    const bodies = serveProtection();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<ProtectionContent />);
    const section = await screen.findByRole('region', { name: 'แจ้งเตือนระยะเวลาเล่น' });
    expect(within(section).getByRole('button', { name: 'ปิด' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('ปิดการแจ้งเตือนอยู่');

    await user.click(within(section).getByRole('button', { name: '30 นาที' }));
    await waitFor(() => expect(bodies.realityCheck).toEqual([{ minutes: 30 }]));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('แจ้งเตือนทุก 30 นาที'));
    expect(within(section).getByRole('button', { name: '30 นาที' }).getAttribute('aria-pressed')).toBe('true');
    expect(queryClient.getQueryData<{ realityCheckMinutes: number }>(['me', 'protection'])?.realityCheckMinutes).toBe(30);
    expect(toast.success).toHaveBeenCalledWith({ title: 'บันทึกการแจ้งเตือนแล้ว', text: 'แจ้งเตือนทุก 30 นาที' });
  });
});
