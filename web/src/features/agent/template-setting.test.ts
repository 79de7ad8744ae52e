import { describe, expect, it, vi } from 'vitest';

import { agentFixture } from '@/testing/fixtures';

import { layoutNameOf, resolveTemplateSetting, withPreviewTemplate } from './template-setting';

const none = { failed: false };

describe('the site template', () => {
  it('has no layout until a template is known', () => {
    expect(layoutNameOf(resolveTemplateSetting(null, none))).toBeNull();
  });

  it('takes the template from the agent when it names a layout', () => {
    const agent = agentFixture();
    expect(agent.prefix).toBe('PP');
    expect(layoutNameOf(resolveTemplateSetting(agent, none))).toBe('a');
  });

  it('keeps waiting for the configuration when the agent has no usable template', () => {
    expect(layoutNameOf(resolveTemplateSetting(agentFixture({ templateSetting: {} }), none))).toBeNull();
    const unknown = agentFixture({ templateSetting: { layout: { name: 'nope' } } });
    expect(layoutNameOf(resolveTemplateSetting(unknown, none))).toBeNull();
    const configuration = { data: { template: null, layout: { name: 'zuka' } }, failed: false };
    expect(layoutNameOf(resolveTemplateSetting(unknown, configuration))).toBe('zuka');
  });

  it('serves the default layout when the configuration names none or cannot be had', () => {
    const agent = agentFixture({ templateSetting: { template: { title: 'Own' }, layout: { name: 'nope' } } });
    const nameless = { data: { template: { title: 'Conf' }, layout: { name: 'nope' } }, failed: false };
    expect(resolveTemplateSetting(agent, nameless)).toEqual({ template: { title: 'Conf' }, layout: { name: 'a' } });
    expect(resolveTemplateSetting(agent, { failed: true })).toEqual({ template: { title: 'Own' }, layout: { name: 'a' } });
  });

  it('warns once per unknown layout name, and never for a known or missing one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const agent = agentFixture({ templateSetting: { template: null, layout: { name: 'neon-x' } } });
      const unknownToo = { data: { template: null, layout: { name: 'neon-y' } }, failed: false };
      resolveTemplateSetting(agent, unknownToo);
      resolveTemplateSetting(agent, unknownToo);
      expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
        expect.stringContaining('layout "neon-x" is unknown'),
        expect.stringContaining('layout "neon-y" is unknown'),
      ]);
      warn.mockClear();
      resolveTemplateSetting(agentFixture(), none);
      resolveTemplateSetting(agentFixture({ templateSetting: {} }), none);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a preview draft over the site template', () => {
  const site = agentFixture().templateSetting;
  const draft = { template: { title: 'Draft' }, layout: { name: 'zuka' } };

  it('replaces the template and the layout', () => {
    expect(withPreviewTemplate(site, draft)).toEqual(draft);
  });

  it("keeps the site's layout when the draft names none it knows, and waits for the site", () => {
    expect(withPreviewTemplate(site, { template: { title: 'Draft' }, layout: { name: 'nope' } })).toEqual({
      template: { title: 'Draft' },
      layout: { name: 'a' },
    });
    expect(withPreviewTemplate(site, null)).toBe(site);
    expect(withPreviewTemplate(null, draft)).toBeNull();
  });
});
