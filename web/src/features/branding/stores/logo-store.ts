import { createStore, useStore } from 'zustand';

import { BUILTIN_BG_IMAGE, BUILTIN_LOGO } from '@/config/branding';
import type { HostBranding, Template } from '@/types/api';

export type PreviewImageName = 'logo' | 'bg';

/**
 * The images the back office pushes while they are being edited (spec §1). Only these live
 * here; the host's and the template's images are read where they come from.
 */
export interface LogoState {
  previewLogo: string | null;
  previewBg: string | null;
  /** A preview-data event: its image overrides everything until cleared. */
  setPreview(name: PreviewImageName, data: string | null): void;
  clearPreview(): void;
}

/**
 * Precedence (spec §1): the host's own image, then the template's, then the built-in default;
 * a preview override beats all of them.
 */
export function resolveBrandImage(sources: {
  preview?: string | null;
  host?: string | null;
  template?: string | null;
  builtin: string;
}): string {
  return sources.preview || sources.host || sources.template || sources.builtin;
}

/**
 * The logo and background a site shows: `host` is the branding of the domain it was opened on
 * (agent.hostBranding), `template` the site's template (a preview frame's draft included).
 */
export function brandImages(sources: {
  host: HostBranding | null | undefined;
  template: Pick<Template, 'logo' | 'bgImage'> | null | undefined;
  preview: Pick<LogoState, 'previewLogo' | 'previewBg'>;
}): { logo: string; bgImage: string } {
  return {
    logo: resolveBrandImage({
      preview: sources.preview.previewLogo,
      host: sources.host?.logo,
      template: sources.template?.logo,
      builtin: BUILTIN_LOGO,
    }),
    bgImage: resolveBrandImage({
      preview: sources.preview.previewBg,
      host: sources.host?.bgImage,
      template: sources.template?.bgImage,
      builtin: BUILTIN_BG_IMAGE,
    }),
  };
}

export function createLogoStore() {
  return createStore<LogoState>()((set) => ({
    previewLogo: null,
    previewBg: null,
    setPreview: (name, data) => set(name === 'logo' ? { previewLogo: data || null } : { previewBg: data || null }),
    clearPreview: () => set({ previewLogo: null, previewBg: null }),
  }));
}

export const logoStore = createLogoStore();

export function useLogoStore<T>(selector: (state: LogoState) => T): T {
  return useStore(logoStore, selector);
}
