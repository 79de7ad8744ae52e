import { http } from 'msw';

import { API, ok } from '@/testing/handlers';

import { useStaffSession } from '../stores/staff-session';
import type { QueueTx, StaffIdentity, StaffMe } from '../types';

export const staffFixture: StaffIdentity = { id: 41, username: 'staff', agentId: 1, prefix: 'PP' };
export const meFixture: StaffMe = { ...staffFixture, currencyCode: 'THB' };

export function signInStaff(token = 'staff-token') {
  useStaffSession.getState().signIn({ accessToken: token, staff: staffFixture });
}

export function depositFixture(overrides: Partial<QueueTx> = {}): QueueTx {
  return {
    id: 12,
    type: 'DEPOSIT',
    channel: 'BANK',
    amount: 1500,
    status: '0001',
    statusText: 'รอดำเนินการ',
    bankAccountId: 3,
    bankAccount: {
      id: 3,
      bankCode: 'SCB',
      bankAccountNo: '9876543210',
      bankAccountName: 'PP Company',
      bank: { id: 2, code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
    },
    reference: null,
    reason: null,
    seizedAmount: 0,
    createdAt: '2026-01-10T08:00:00Z',
    updatedAt: '2026-01-10T08:00:00Z',
    expiresAt: null,
    playerId: 3,
    username: 'demo',
    playerBankAccount: {
      id: 9,
      bankCode: 'KBANK',
      bankAccountNo: '1234567890',
      bankAccountName: 'Demo Player',
      bank: { id: 1, code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
    },
    ...overrides,
  };
}

export function withdrawalFixture(overrides: Partial<QueueTx> = {}): QueueTx {
  return depositFixture({
    id: 13,
    type: 'WITHDRAW',
    amount: 2345.5,
    bankAccountId: 9,
    bankAccount: null,
    username: 'bob',
    playerId: 4,
    createdAt: '2026-01-10T08:05:00Z',
    ...overrides,
  });
}

export const meHandler = () => http.get(`${API}/backoffice/me`, () => ok(meFixture));
