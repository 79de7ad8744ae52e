import { describe, expect, it } from 'vitest';

import { agentFixture } from '@/testing/fixtures';

import { layoutNameOf, resolveTemplateSetting } from './template-setting';

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
});
