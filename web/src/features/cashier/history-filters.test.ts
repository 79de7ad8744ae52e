import { describe, expect, it } from 'vitest';

import { th } from '@/locales/th';
import { historyFixture, transactionFixture } from '@/testing/fixtures';

import { DATE_FILTERS, isDateFilter } from '@/lib/date-filter';

import { historyQuery, readHistoryParams, transactionsOf } from './history-filters';
import { TX_STATUS_CODES, isPending, statusTone } from './transaction-status';

describe('history filters', () => {
  it('are the six date filters of spec §3, as the API spells them', () => {
    expect(DATE_FILTERS).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth']);
    expect(Object.keys(th.history.filters)).toEqual([...DATE_FILTERS]);
  });

  it('become the dateFilter query, or none for the recent list', () => {
    expect(historyQuery('lastWeek')).toEqual({ dateFilter: 'lastWeek' });
    expect(historyQuery(null)).toEqual({});
  });

  it('are read from the page query, falling back to all / today', () => {
    expect(readHistoryParams(new URLSearchParams('tab=withdraw&date=thisMonth'))).toEqual({ tab: 'withdraw', filter: 'thisMonth' });
    expect(readHistoryParams(new URLSearchParams('tab=nope&date=forever'))).toEqual({ tab: 'all', filter: 'today' });
    expect(isDateFilter('yesterday')).toBe(true);
    expect(isDateFilter('Yesterday')).toBe(false);
  });

  it('pick the tab’s list of the history', () => {
    const deposit = transactionFixture({ id: 1 });
    const withdraw = transactionFixture({ id: 2, type: 'WITHDRAW' });
    const history = historyFixture([withdraw, deposit]);
    expect(transactionsOf(history, 'deposit').map((tx) => tx.id)).toEqual([1]);
    expect(transactionsOf(history, 'withdraw').map((tx) => tx.id)).toEqual([2]);
    expect(transactionsOf(history, 'all').map((tx) => tx.id)).toEqual([2, 1]);
    expect(transactionsOf(undefined, 'all')).toEqual([]);
  });
});

describe('transaction statuses', () => {
  it('have the Thai texts of docs/money.md', () => {
    expect(th.txStatus).toEqual({
      '0000': 'ทำรายการสำเร็จ',
      '0001': 'รอดำเนินการ',
      '0002': 'รายการล้มเหลว กรุณาติดต่อแอดมิน',
      '0003': 'รายการไม่ถูกต้อง',
      '0004': 'ยกเลิกรายการ',
      '0005': 'รายการหมดอายุ',
      '1001': 'ยึดเครดิต',
      '1002': 'บัญชีถูกระงับ',
      '9999': 'เกิดข้อผิดพลาด',
      '2000': 'กำลังเติมเครดิตเข้าเกม',
      '0009': 'รอโปรโมชั่นสิ้นสุด',
    });
    expect([...TX_STATUS_CODES].sort()).toEqual(Object.keys(th.txStatus).sort());
  });

  it('are coloured by what they mean', () => {
    expect(statusTone('0000')).toBe('success');
    expect(['0001', '2000', '0009'].map(statusTone)).toEqual(['pending', 'pending', 'pending']);
    expect(['0002', '0003', '1001', '1002', '9999'].map(statusTone)).toEqual(Array(5).fill('failed'));
    expect(['0004', '0005', 'zzzz'].map(statusTone)).toEqual(['closed', 'closed', 'closed']);
    expect(isPending({ status: '0001' })).toBe(true);
    expect(isPending({ status: '2000' })).toBe(false);
  });
});
