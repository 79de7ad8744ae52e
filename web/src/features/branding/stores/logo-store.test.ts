import { describe, expect, it } from 'vitest';

import { BUILTIN_BG_IMAGE, BUILTIN_LOGO } from '@/config/branding';

import { applyPreviewData } from '../preview';

import { brandImages, createLogoStore, logoStore, resolveBrandImage } from './logo-store';
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

const noPreview = { previewLogo: null, previewBg: null };
const template = { logo: '/t-logo.png', bgImage: '/t-bg.png' };

describe('brand images', () => {
  it('starts with the built-in images and empty preview', () => {
    expect(createLogoStore().getState()).toMatchObject(noPreview);
    expect(brandImages({ hostname: '', template: null, preview: noPreview }, {})).toEqual({
      logo: BUILTIN_LOGO,
      bgImage: BUILTIN_BG_IMAGE,
    });
  });

  it('uses the template images on a host without its own', () => {
    expect(brandImages({ hostname: 'unknown.com', template, preview: noPreview }, HOSTS)).toEqual({
      logo: '/t-logo.png',
      bgImage: '/t-bg.png',
    });
  });

  it("prefers the host's own logo and background over the template's", () => {
    expect(brandImages({ hostname: 'member.alpha.com', template, preview: noPreview }, HOSTS)).toEqual({
      logo: '/brand/alpha.png',
      bgImage: '/brand/alpha-bg.jpg',
    });
    expect(brandImages({ hostname: 'beta.com', template, preview: noPreview }, HOSTS)).toEqual({
      logo: '/brand/beta.png',
      bgImage: '/t-bg.png',
    });
  });

  it('is empty-safe: an empty host map falls through to template and built-in', () => {
    expect(brandImages({ hostname: 'member.alpha.com', template: null, preview: noPreview }, {}).logo).toBe(BUILTIN_LOGO);
  });

  it('lets a preview override everything, and clears back', () => {
    const store = createLogoStore();
    const shown = () => brandImages({ hostname: 'member.alpha.com', template, preview: store.getState() }, HOSTS);
    store.getState().setPreview('logo', 'data:image/png;base64,AAA');
    store.getState().setPreview('bg', 'data:image/png;base64,BBB');
    expect(shown()).toEqual({ logo: 'data:image/png;base64,AAA', bgImage: 'data:image/png;base64,BBB' });
    expect(store.getState()).toMatchObject({
      previewLogo: 'data:image/png;base64,AAA',
      previewBg: 'data:image/png;base64,BBB',
    });
    store.getState().clearPreview();
    expect(shown().logo).toBe('/brand/alpha.png');
  });

  it('applies preview-data events from the socket to the app store', () => {
    applyPreviewData({ name: 'logo', data: 'data:x' });
    expect(logoStore.getState().previewLogo).toBe('data:x');
    applyPreviewData({ name: 'other', data: 'ignored' });
    expect(logoStore.getState().previewBg).not.toBe('ignored');
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
