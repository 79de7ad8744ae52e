import type { PaymentIncident, PaymentSettings } from '../types';

import { depositFixture, withdrawalFixture } from './fixtures';

/** An open incident about the deposit fixture: the upstream reported less than was ordered. */
export function paymentIncidentFixture(overrides: Partial<PaymentIncident> = {}): PaymentIncident {
  return {
    id: 7,
    kind: 'amount_mismatch',
    description: 'the upstream reports another amount than the request\u2019s',
    channel: 'GATEWAY',
    transactionId: 12,
    transaction: depositFixture({ channel: 'GATEWAY' }),
    reportedAmount: 1450,
    reportedCurrency: 'THB',
    detail: { status: 'PAID', source: 'callback', ordered: 150000 },
    status: 'open',
    resolution: null,
    note: null,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: '2026-01-10T08:30:00Z',
    ...overrides,
  };
}

/** An open incident about the withdrawal fixture: a gateway withdrawal whose order was never opened. */
export function withdrawalIncidentFixture(overrides: Partial<PaymentIncident> = {}): PaymentIncident {
  return paymentIncidentFixture({
    id: 8,
    kind: 'withdraw_without_order',
    transactionId: 13,
    transaction: withdrawalFixture({ channel: 'GATEWAY' }),
    reportedAmount: null,
    reportedCurrency: null,
    detail: {},
    createdAt: '2026-01-10T08:35:00Z',
    ...overrides,
  });
}

export function paymentSettingsFixture(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return { paymentMethods: ['BANK'], available: ['BANK'], truemoneyMobile: null, currencyCode: 'THB', ...overrides };
}
