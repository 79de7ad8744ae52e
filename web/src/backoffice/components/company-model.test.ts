import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api';

import { companyOptionsFixture } from '../testing/company-fixtures';

import { checkNewAgent, cleanDomain, domainsOf, emptyNewAgent, NEW_AGENT_FIELDS, refusedFields, siteLinkOf } from './company-model';
import { csvText } from './csv';

const refusal = (errorCode: string, fields: string[]) => new ApiError(422, { errorCode, msg: 'refused', fields });

describe('the company console model', () => {
  it('keeps domains as the server does: lower case, without scheme, path, port or trailing dot, each once', () => {
    expect(cleanDomain(' HTTPS://Shop.Example.COM:8443/path?x=1 ')).toBe('shop.example.com');
    expect(cleanDomain('e12.localhost.')).toBe('e12.localhost');
    expect(domainsOf('a.example\n\n B.example , a.example\r\nhttp://c.example/')).toEqual(['a.example', 'b.example', 'c.example']);
  });

  it('starts a new agent in Thailand on layout a, with the first game company and the baht limits', () => {
    const form = emptyNewAgent(companyOptionsFixture);
    expect(form).toMatchObject({ countryCode: 'TH', layout: 'a', gameCompany: 'AMB', setLimits: false, minimumDeposit: '10', maximumCreditBalance: '1000000', turn: '1', depositExpiryMinutes: '30' });
  });

  it('checks the limits only when they are set now, and the TrueMoney number only for baht', () => {
    const form = {
      ...emptyNewAgent(companyOptionsFixture),
      prefix: 'E1',
      domains: 'e1.localhost',
      truemoneyMobile: '123',
      minimumDeposit: 'x',
      username: 'boss',
      password: 'secret123',
      confirm: 'secret123',
    };
    expect(checkNewAgent(form, 'THB')).toEqual({ truemoneyMobile: 'company.err.truemoney' });
    expect(checkNewAgent(form, 'VND')).toEqual({});
    expect(checkNewAgent({ ...form, setLimits: true }, 'VND')).toEqual({ minimumDeposit: 'limits.err.amountWhole' });
  });

  it('places the server refusals at the fields of the form (taken or invalid), and nothing else', () => {
    expect(refusedFields(refusal('23505', ['domain']), NEW_AGENT_FIELDS)).toEqual({ domains: 'company.err.domainTaken' });
    expect(refusedFields(refusal('0000', ['country', 'minimumDeposit']), NEW_AGENT_FIELDS)).toEqual({
      countryCode: 'company.err.server',
      minimumDeposit: 'company.err.server',
    });
    expect(refusedFields(refusal('0003', ['password']), ['username', 'password', 'confirm'])).toEqual({ password: 'member.err.passwordRule' });
    expect(refusedFields(refusal('0000', ['paymentMethods']), NEW_AGENT_FIELDS)).toBeNull();
    expect(refusedFields(refusal('0000', ['prefix']), ['username', 'password'])).toBeNull();
    expect(refusedFields(new Error('boom'), NEW_AGENT_FIELDS)).toBeNull();
  });

  it('links a site on the scheme of the page, and on its port when it has one', () => {
    expect(siteLinkOf('shop.example', '')).toBe('//shop.example');
    expect(siteLinkOf('e1.localhost', '8123')).toBe('//e1.localhost:8123');
  });

  it('writes CSV cells quoted where they must be, never as a formula', () => {
    expect(csvText([['a', 'b,c', 'say "hi"'], ['=SUM(A1)', -3, null]])).toBe('a,"b,c","say ""hi"""\r\n\'=SUM(A1),-3,\r\n');
  });
});
