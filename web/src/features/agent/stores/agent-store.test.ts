import { beforeEach, describe, expect, it } from 'vitest';

import { agentFixture } from '@/testing/fixtures';

import { selectLayoutName, useAgentStore } from './agent-store';

describe('agent store', () => {
  beforeEach(() => useAgentStore.getState().reset());

  it('has no layout until a template is known', () => {
    expect(selectLayoutName(useAgentStore.getState())).toBeNull();
  });

  it('takes the template from the agent when it names a layout', () => {
    useAgentStore.getState().setAgent(agentFixture());
    expect(useAgentStore.getState().agent?.prefix).toBe('PP');
    expect(selectLayoutName(useAgentStore.getState())).toBe('a');
  });

  it('keeps waiting for the configuration when the agent has no usable template', () => {
    useAgentStore.getState().setAgent(agentFixture({ templateSetting: null }));
    expect(selectLayoutName(useAgentStore.getState())).toBeNull();
    useAgentStore.getState().setAgent(agentFixture({ templateSetting: { layout: { name: 'nope' } } }));
    expect(selectLayoutName(useAgentStore.getState())).toBeNull();
    useAgentStore.getState().setTemplateSetting({ template: null, layout: { name: 'zuka' } });
    expect(selectLayoutName(useAgentStore.getState())).toBe('zuka');
  });

  it('resets', () => {
    useAgentStore.getState().setAgent(agentFixture());
    useAgentStore.getState().reset();
    expect(useAgentStore.getState().agent).toBeNull();
    expect(useAgentStore.getState().templateSetting).toBeNull();
  });
});
