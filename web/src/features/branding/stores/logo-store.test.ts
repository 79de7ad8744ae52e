import { afterEach, describe, expect, it } from 'vitest';

import { BUILTIN_BG_IMAGE, BUILTIN_LOGO } from '@/config/branding';
import { capturePreviewId, usePreviewStore } from '@/features/agent';

import { applyPreviewData } from '../preview';
import { brandingRealtimeHandlers } from '../realtime';

import { brandImages, createLogoStore, logoStore, resolveBrandImage } from './logo-store';

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
const alpha = { logo: '/brand/alpha.png', bgImage: '/brand/alpha-bg.jpg' };

describe('brand images', () => {
  it('starts with the built-in images and empty preview', () => {
    expect(createLogoStore().getState()).toMatchObject(noPreview);
    expect(brandImages({ host: null, template: null, preview: noPreview })).toEqual({
      logo: BUILTIN_LOGO,
      bgImage: BUILTIN_BG_IMAGE,
    });
  });

  it('uses the template images on a host without its own', () => {
    expect(brandImages({ host: { logo: null, bgImage: null }, template, preview: noPreview })).toEqual({
      logo: '/t-logo.png',
      bgImage: '/t-bg.png',
    });
  });

  it("prefers the host's own logo and background over the template's, each on its own", () => {
    expect(brandImages({ host: alpha, template, preview: noPreview })).toEqual(alpha);
    expect(brandImages({ host: { logo: '/brand/beta.png', bgImage: null }, template, preview: noPreview })).toEqual({
      logo: '/brand/beta.png',
      bgImage: '/t-bg.png',
    });
  });

  it('falls through to the built-in images when neither host nor template has one', () => {
    expect(brandImages({ host: { logo: '', bgImage: null }, template: null, preview: noPreview })).toEqual({
      logo: BUILTIN_LOGO,
      bgImage: BUILTIN_BG_IMAGE,
    });
  });

  it('lets a preview override everything, and clears back', () => {
    const store = createLogoStore();
    const shown = () => brandImages({ host: alpha, template, preview: store.getState() });
    store.getState().setPreview('logo', '/uploads/new-logo.png');
    store.getState().setPreview('bg', '/uploads/new-bg.png');
    expect(shown()).toEqual({ logo: '/uploads/new-logo.png', bgImage: '/uploads/new-bg.png' });
    store.getState().setPreview('bg', null);
    expect(shown().bgImage).toBe('/brand/alpha-bg.jpg');
    store.getState().clearPreview();
    expect(shown().logo).toBe('/brand/alpha.png');
  });
});

describe('preview-data', () => {
  afterEach(() => {
    usePreviewStore.getState().setPreviewId(null);
    logoStore.getState().clearPreview();
  });

  const draft = { template: { title: 'Draft', logo: '/draft-logo.png' }, layout: { name: 'zuka' } };

  it('is ignored by a page that is not a preview frame', () => {
    applyPreviewData({ name: 'logo', data: '/uploads/x.png' });
    applyPreviewData({ name: 'template', data: draft });
    expect(logoStore.getState().previewLogo).toBeNull();
    expect(usePreviewStore.getState().template).toBeNull();
  });

  it('sets the images and the template of a preview frame; null drops an image', () => {
    capturePreviewId('?previewId=p-1');
    applyPreviewData({ name: 'logo', data: '/uploads/x.png' });
    applyPreviewData({ name: 'bg', data: '/uploads/y.png' });
    applyPreviewData({ name: 'template', data: draft });
    applyPreviewData({ name: 'other', data: 'ignored' });
    expect(logoStore.getState()).toMatchObject({ previewLogo: '/uploads/x.png', previewBg: '/uploads/y.png' });
    expect(usePreviewStore.getState().template).toEqual(draft);
    applyPreviewData({ name: 'logo', data: null });
    expect(logoStore.getState().previewLogo).toBeNull();
  });

  it('reaches the stores through the socket handlers the app registers', () => {
    capturePreviewId('?previewId=p-1');
    brandingRealtimeHandlers['preview-data']?.({ name: 'template', data: draft }, { queryClient: null as never });
    brandingRealtimeHandlers['preview-data']?.({ name: 'bg', data: '/uploads/y.png' }, { queryClient: null as never });
    expect(usePreviewStore.getState().template).toEqual(draft);
    expect(logoStore.getState().previewBg).toBe('/uploads/y.png');
  });

  it("drops the last preview's template and images when another preview starts", () => {
    capturePreviewId('?previewId=p-1');
    applyPreviewData({ name: 'template', data: draft });
    applyPreviewData({ name: 'logo', data: '/uploads/x.png' });
    capturePreviewId('?previewId=p-1');
    expect(usePreviewStore.getState().template).toEqual(draft);
    capturePreviewId('?previewId=p-2');
    expect(usePreviewStore.getState()).toMatchObject({ previewId: 'p-2', template: null });
    expect(logoStore.getState().previewLogo).toBeNull();
  });
});

describe('preview id', () => {
  afterEach(() => usePreviewStore.getState().setPreviewId(null));

  it('stores ?previewId and keeps it on later pages, but not the draft', () => {
    capturePreviewId('?previewId=abc');
    usePreviewStore.getState().setTemplate({ layout: { name: 'b' } });
    capturePreviewId('?x=1');
    expect(usePreviewStore.getState().previewId).toBe('abc');
    expect(JSON.parse(sessionStorage.getItem('pp-preview') ?? '{}')).toEqual({ state: { previewId: 'abc' }, version: 0 });
  });
});
