import { describe, expect, it } from 'vitest';

import { paymentIncidentFixture } from '../testing/payment-fixtures';
import { allianceFixture, reportDayFixture, staffAwardFixture } from '../testing/income-fixtures';
import { blacklistEntryFixture } from '../testing/member-fixtures';
import { promotionReportFixture } from '../testing/promotion-fixtures';
import { teamMemberFixture } from '../testing/team-fixtures';

import { csvText, recordsCsv } from './csv';
import { ALLIANCE_COLUMNS, AWARD_COLUMNS, BLACKLIST_COLUMNS, INCOME_REPORT_COLUMNS, PAYMENT_INCIDENT_COLUMNS, PROMOTION_REPORT_COLUMNS, TEAM_COLUMNS } from './csv-columns';

const lines = (text: string) => text.split('\r\n');

describe('the CSV of a list built in the browser', () => {
  it('has a header of the wire field names and writes each cell as the server’s CSVs do', () => {
    const rows = [
      { id: 1, name: 'ร้าน "A", B', active: true, detail: { ordered: 1500, source: 'callback' }, note: null, amount: -12.5 },
      { id: 2, name: '=HYPERLINK("http://x")', active: false, detail: ['a', 'b'], note: '+66 81', amount: 0 },
    ];
    expect(csvText(recordsCsv(rows, ['id', 'name', 'active', 'detail', 'note', 'amount']))).toBe(
      [
        'id,name,active,detail,note,amount',
        // Quotes doubled inside quoted cells; an object as compact JSON; nothing for null; numbers as they are.
        '1,"ร้าน ""A"", B",true,"{""ordered"":1500,""source"":""callback""}",,-12.5',
        // A text a spreadsheet would run as a formula starts with an apostrophe.
        `2,"'=HYPERLINK(""http://x"")",false,"[""a"",""b""]",'+66 81,0`,
        '',
      ].join('\r\n'),
    );
  });

  it('is a header alone for an empty list', () => {
    expect(csvText(recordsCsv([], BLACKLIST_COLUMNS))).toBe('id,kind,value,reason,createdAt\r\n');
  });

  it('writes the blacklist, the team and the alliances in their wire columns', () => {
    expect(lines(csvText(recordsCsv([blacklistEntryFixture()], BLACKLIST_COLUMNS)))).toEqual([
      'id,kind,value,reason,createdAt',
      '5,tel,0899999999,chargeback fraud,2026-01-09T04:00:00Z',
      '',
    ]);
    expect(lines(csvText(recordsCsv([teamMemberFixture()], TEAM_COLUMNS)))[0]).toBe('id,username,role,status,lastLogin,createdAt');
    expect(lines(csvText(recordsCsv([allianceFixture()], ALLIANCE_COLUMNS)))).toEqual([
      'id,code,name,sharePercent,playerId,username,active,players,createdAt',
      '5,LUCKY,Lucky Partners,20,8,partner,true,3,2026-01-02T03:00:00Z',
      '',
    ]);
  });

  it('writes the income report and the awards in the server’s field order', () => {
    expect(lines(csvText(recordsCsv([reportDayFixture()], INCOME_REPORT_COLUMNS)))[0]).toBe('date,kind,players,basis,amount,open,paid,held,voided,expired');
    expect(lines(csvText(recordsCsv([staffAwardFixture()], AWARD_COLUMNS)))).toEqual([
      'id,playerId,username,kind,periodKey,periodStart,periodEnd,basis,amount,status,expiresAt,paidAt,remark,createdAt',
      '71,3,demo,returnLost,2026-01-09,2026-01-09,2026-01-09,2400,120,open,2026-01-17T17:00:00Z,,,2026-01-10T00:05:00Z',
      '',
    ]);
  });

  it('writes a promotion’s report as one line, its ended claims by reason as JSON', () => {
    expect(lines(csvText(recordsCsv([promotionReportFixture()], PROMOTION_REPORT_COLUMNS)))).toEqual([
      'promotionId,claims,active,bonusPaid,seized,turnover,ended,currencyCode',
      '11,7,2,650,120.25,43210.5,"{""turnover_met"":3,""ended_by_staff"":2}",THB',
      '',
    ]);
  });

  it('writes a payment incident’s request and detail as JSON', () => {
    const [header, row] = lines(csvText(recordsCsv([paymentIncidentFixture()], PAYMENT_INCIDENT_COLUMNS)));
    expect(header).toBe('id,kind,description,channel,transactionId,transaction,reportedAmount,reportedCurrency,detail,status,resolution,note,resolvedBy,resolvedAt,createdAt');
    expect(row).toContain('"{""status"":""PAID"",""source"":""callback"",""ordered"":150000}",open,,,,,2026-01-10T08:30:00Z');
    expect(row).toContain('"{""id"":12,""type"":""DEPOSIT""');
  });
});
