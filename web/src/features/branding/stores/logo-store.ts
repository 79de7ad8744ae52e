import { createStore, useStore } from 'zustand';

import { BUILTIN_BG_IMAGE, BUILTIN_LOGO, HOST_BRANDING, type HostBranding } from '@/config/branding';

export type PreviewImageName = 'logo' | 'bg';

export interface LogoState {
  currentLogo: string;
  currentBgImage: string;
  hostname: string;
  previewLogo: string | null;
  previewBg: string | null;
  /** The template's own images (inputs of the precedence; not shown directly). */
  templateLogo: string | null;
  templateBgImage: string | null;
  setHostname(hostname: string): void;
  setTemplateImages(images: { logo?: string | null; bgImage?: string | null }): void;
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

export function createLogoStore(hostBranding: Readonly<Record<string, HostBranding>> = HOST_BRANDING) {
  return createStore<LogoState>()((set, get) => {
    const compute = (next: Partial<LogoState>) => {
      const s = { ...get(), ...next };
      const host = hostBranding[s.hostname.toLowerCase()] ?? {};
      return {
        ...next,
        currentLogo: resolveBrandImage({
          preview: s.previewLogo,
          host: host.logo,
          template: s.templateLogo,
          builtin: BUILTIN_LOGO,
        }),
        currentBgImage: resolveBrandImage({
          preview: s.previewBg,
          host: host.bgImage,
          template: s.templateBgImage,
          builtin: BUILTIN_BG_IMAGE,
        }),
      };
    };
    return {
      currentLogo: BUILTIN_LOGO,
      currentBgImage: BUILTIN_BG_IMAGE,
      hostname: '',
      previewLogo: null,
      previewBg: null,
      templateLogo: null,
      templateBgImage: null,
      setHostname: (hostname) => set(compute({ hostname })),
      setTemplateImages: ({ logo, bgImage }) =>
        set(compute({ templateLogo: logo || null, templateBgImage: bgImage || null })),
      setPreview: (name, data) =>
        set(compute(name === 'logo' ? { previewLogo: data || null } : { previewBg: data || null })),
      clearPreview: () => set(compute({ previewLogo: null, previewBg: null })),
    };
  });
}

export const logoStore = createLogoStore();

export function useLogoStore<T>(selector: (state: LogoState) => T): T {
  return useStore(logoStore, selector);
}
