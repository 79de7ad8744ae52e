import { describe, expect, it } from 'vitest';

import { LAYOUT_NAMES } from '@/config/layouts';

import { decideAccess, type AccessContext } from './access-rules';

const guest = (pathname: string, search = '', layoutName: string | null = 'a'): AccessContext => ({
  pathname,
  search,
  isAuthenticated: false,
  layoutName,
});
const member = (pathname: string, search = '', layoutName: string | null = 'a'): AccessContext => ({
  pathname,
  search,
  isAuthenticated: true,
  layoutName,
});

describe('decideAccess: guest-only pages', () => {
  it.each(['/login', '/register', '/registered'])('lets a guest open %s', (path) => {
    expect(decideAccess(guest(path))).toEqual({ action: 'allow' });
  });

  it.each(['/login', '/register', '/registered'])('sends a signed-in user from %s to / keeping the query', (path) => {
    expect(decideAccess(member(path, '?provider=pg&x=1'))).toEqual({ action: 'redirect', to: '/?provider=pg&x=1' });
    expect(decideAccess(member(path))).toEqual({ action: 'redirect', to: '/' });
  });

  it('treats a trailing slash the same', () => {
    expect(decideAccess(member('/login/'))).toEqual({ action: 'redirect', to: '/' });
  });

  it('applies the guest-only rule under ufa-c too', () => {
    expect(decideAccess(member('/register', '', 'ufa-c'))).toEqual({ action: 'redirect', to: '/' });
  });
});

describe('decideAccess: protected pages', () => {
  it.each(['/', '/profile', '/deposit', '/casino', '/promotion', '/vip', '/anything'])(
    'sends a guest from %s to /login keeping the query',
    (path) => {
      expect(decideAccess(guest(path, '?provider=pg&category=slot'))).toEqual({
        action: 'redirect',
        to: '/login?provider=pg&category=slot',
      });
      expect(decideAccess(guest(path))).toEqual({ action: 'redirect', to: '/login' });
    },
  );

  it.each(['/', '/profile', '/deposit', '/casino', '/al-not-alliance'])('lets a signed-in user open %s', (path) => {
    expect(decideAccess(member(path))).toEqual({ action: 'allow' });
  });

  it('opens every page to guests under layout ufa-c', () => {
    for (const path of ['/', '/profile', '/casino', '/promotion']) {
      expect(decideAccess(guest(path, '', 'ufa-c'))).toEqual({ action: 'allow' });
    }
  });

  it.each(LAYOUT_NAMES.filter((n) => n !== 'ufa-c'))('keeps pages closed to guests under layout %s', (name) => {
    expect(decideAccess(guest('/casino', '', name))).toEqual({ action: 'redirect', to: '/login' });
  });

  it('keeps pages closed while the layout is unknown', () => {
    expect(decideAccess(guest('/casino', '', null))).toEqual({ action: 'redirect', to: '/login' });
  });
});

describe('decideAccess: /al/ and referral codes', () => {
  it('stores the alliance code of /al/{ref} and sends a guest to /register (query kept)', () => {
    expect(decideAccess(guest('/al/ABC123', '?utm=x'))).toEqual({
      action: 'redirect',
      to: '/register?utm=x',
      referral: { allianceCode: 'ABC123' },
    });
  });

  it('never sends an /al/ visitor to /login', () => {
    const decision = decideAccess(guest('/al/XYZ'));
    expect(decision.action === 'redirect' && decision.to.startsWith('/login')).toBe(false);
  });

  it('sends a signed-in visitor of /al/{ref} home, storing nothing', () => {
    expect(decideAccess(member('/al/ABC', '?a=1'))).toEqual({ action: 'redirect', to: '/?a=1' });
  });

  it.each(['referrer', 'ref'])('stores ?%s= on any page and sends a guest to /register', (param) => {
    expect(decideAccess(guest('/casino', `?${param}=AFF9&provider=pg`))).toEqual({
      action: 'redirect',
      to: '/register?provider=pg',
      referral: { referrer: 'AFF9' },
    });
    expect(decideAccess(guest('/login', `?${param}=AFF9`))).toEqual({
      action: 'redirect',
      to: '/register',
      referral: { referrer: 'AFF9' },
    });
  });

  it('prefers ?referrer= over ?ref= when both are present', () => {
    expect(decideAccess(guest('/', '?ref=B&referrer=A'))).toMatchObject({ referral: { referrer: 'A' } });
  });

  it('stores a code that arrives on /register itself without redirecting', () => {
    expect(decideAccess(guest('/register', '?referrer=AFF9'))).toEqual({
      action: 'allow',
      referral: { referrer: 'AFF9' },
    });
  });

  it('also sends guests to /register under ufa-c', () => {
    expect(decideAccess(guest('/', '?ref=Z', 'ufa-c'))).toMatchObject({ action: 'redirect', to: '/register' });
  });

  it('ignores referral codes for signed-in users', () => {
    expect(decideAccess(member('/casino', '?ref=Z'))).toEqual({ action: 'allow' });
  });

  it('decodes an encoded alliance code', () => {
    expect(decideAccess(guest('/al/a%20b'))).toMatchObject({ referral: { allianceCode: 'a b' } });
  });
});
