import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

import { notifyGameError } from './notify';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

describe('notifyGameError', () => {
  beforeEach(() => vi.clearAllMocks());

  it("says the player's own loss limit is reached in the server's words, without the machine name", () => {
    notifyGameError(
      new ApiError(400, {
        errorCode: '0000',
        msg: 'Your loss limit for this day is reached',
        systemMsg: 'lossLimit',
        fields: ['gameCode'],
      }),
    );
    expect(toast.error).toHaveBeenCalledWith({ text: 'Your loss limit for this day is reached' });
  });

  it('shows other refusals as the client does: systemMsg, then the message', () => {
    notifyGameError(new ApiError(400, { errorCode: '0000', msg: 'Invalid data', systemMsg: 'gameOff' }));
    expect(toast.error).toHaveBeenCalledWith({ text: 'gameOff Invalid data' });
  });
});
