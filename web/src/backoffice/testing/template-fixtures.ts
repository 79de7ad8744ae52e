import { agentFixture } from '@/testing/fixtures';
import type { TemplateSetting } from '@/types/api';

import type { TemplateDomain, TemplatePage } from '../api/template-api';

/** The player site's agent template (testing/fixtures) as the back office loads it, buttons in full. */
export function templateSettingFixture(): TemplateSetting {
  const { template, layout } = agentFixture().templateSetting;
  return {
    layout: { name: layout?.name ?? 'a' },
    template: {
      ...template,
      primaryButton: { mode: 'default', color: '#16a34a', fontColor: '#ffffff', deg: 135, colors: ['#4ade80', '#16a34a'] },
      confirmButton: { mode: 'single', color: '#ff0000', fontColor: '#ffffff', deg: 135, colors: ['#22c55e', '#15803d'] },
      cancelButton: { mode: 'default', color: '#4b5563', fontColor: '#ffffff', deg: 0, colors: [] },
    },
  };
}

export function templateDomainFixture(overrides: Partial<TemplateDomain> = {}): TemplateDomain {
  return { id: 1, domain: 'localhost', isPrimary: true, logo: null, bgImage: null, ...overrides };
}

export function templatePageFixture(overrides: Partial<TemplatePage> = {}): TemplatePage {
  return {
    templateSetting: templateSettingFixture(),
    layouts: ['a', 'b', 'c', 'pp-1', 'ufa-a', 'ufa-b', 'ufa-c', 'zuka'],
    domains: [templateDomainFixture()],
    ...overrides,
  };
}
