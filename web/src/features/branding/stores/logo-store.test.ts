import { describe, expect, it } from 'vitest';

import { BUILTIN_BG_IMAGE, BUILTIN_LOGO } from '@/config/branding';

import { applyPreviewData } from '../preview';

import { createLogoStore, logoStore, resolveBrandImage } from './logo-store';
import { capturePreviewId, usePreviewStore } from './preview-store';

const HOSTS = {
  'member.alpha.com': { logo: '/brand/alpha.png', bgImage: '/brand/alpha-bg.jpg' },
  'beta.com': { logo: '/brand/beta.png' },
};

describe('resolveBrandImage precedence', () => {
  it('host default, then template, then built-in; preview beats all', () => {
    expect(resolveBrandImage({ host: 'h', template: 't', builtin: 'b' })).toBe('h');
    expect(resolveBrandImage({ host: null, template: 't', builtin: 'b' })).toBe('t');
    expect(resolveBrandImage({ host: undefined, template: '', builtin: 'b' })).toBe('b');
    expect(resolveBrandImage({ preview: 'p', host: 'h', template: 't', builtin: 'b' })).toBe('p');
  });
});

describe('logo store', () => {
  it('starts with the built-in images and empty preview', () => {
    const s = createLogoStore({}).getState();
    expect(s).toMatchObject({
      currentLogo: BUILTIN_LOGO,
      currentBgImage: BUILTIN_BG_IMAGE,
      hostname: '',
      previewLogo: null,
      previewBg: null,
    });
  });

  it('uses the template images on a host without its own', () => {
    const store = createLogoStore(HOSTS);
    store.getState().setHostname('unknown.com');
    store.getState().setTemplateImages({ logo: '/t-logo.png', bgImage: '/t-bg.png' });
    expect(store.getState()).toMatchObject({ currentLogo: '/t-logo.png', currentBgImage: '/t-bg.png' });
  });

  it("prefers the host's own logo and background over the template's", () => {
    const store = createLogoStore(HOSTS);
    store.getState().setTemplateImages({ logo: '/t-logo.png', bgImage: '/t-bg.png' });
    store.getState().setHostname('member.alpha.com');
    expect(store.getState()).toMatchObject({ currentLogo: '/brand/alpha.png', currentBgImage: '/brand/alpha-bg.jpg' });
    store.getState().setHostname('beta.com');
    expect(store.getState()).toMatchObject({ currentLogo: '/brand/beta.png', currentBgImage: '/t-bg.png' });
  });

  it('is empty-safe: an empty host map falls through to template and built-in', () => {
    const store = createLogoStore({});
    store.getState().setHostname('member.alpha.com');
    expect(store.getState().currentLogo).toBe(BUILTIN_LOGO);
  });

  it('lets a preview override everything, and clears back', () => {
    const store = createLogoStore(HOSTS);
    store.getState().setHostname('member.alpha.com');
    store.getState().setPreview('logo', 'data:image/png;base64,AAA');
    store.getState().setPreview('bg', 'data:image/png;base64,BBB');
    expect(store.getState()).toMatchObject({
      currentLogo: 'data:image/png;base64,AAA',
      currentBgImage: 'data:image/png;base64,BBB',
      previewLogo: 'data:image/png;base64,AAA',
      previewBg: 'data:image/png;base64,BBB',
    });
    store.getState().clearPreview();
    expect(store.getState().currentLogo).toBe('/brand/alpha.png');
  });

  it('applies preview-data events from the socket to the app store', () => {
    applyPreviewData({ name: 'logo', data: 'data:x' });
    expect(logoStore.getState().currentLogo).toBe('data:x');
    applyPreviewData({ name: 'other', data: 'ignored' });
    expect(logoStore.getState().currentBgImage).not.toBe('ignored');
    logoStore.getState().clearPreview();
  });
});

describe('preview id', () => {
  it('stores ?previewId and keeps it on later pages', () => {
    capturePreviewId('?previewId=abc');
    capturePreviewId('?x=1');
    expect(usePreviewStore.getState().previewId).toBe('abc');
    usePreviewStore.getState().setPreviewId(null);
  });
});
