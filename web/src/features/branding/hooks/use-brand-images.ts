import { useAgent, useTemplateSetting } from '@/features/agent';

import { brandImages, useLogoStore } from '../stores/logo-store';

/** The site's logo and background: the host's own, the template's, built-in, or a preview. */
export function useBrandImages() {
  const host = useAgent()?.hostBranding;
  const template = useTemplateSetting().templateSetting?.template;
  const previewLogo = useLogoStore((s) => s.previewLogo);
  const previewBg = useLogoStore((s) => s.previewBg);
  return brandImages({ host, template, preview: { previewLogo, previewBg } });
}
