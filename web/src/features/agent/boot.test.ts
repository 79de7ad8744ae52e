import { afterEach, describe, expect, it } from 'vitest';

import { BOOT_ELEMENT_ID } from '@/lib/boot';
import { agentFixture } from '@/testing/fixtures';

import { bootAgent } from './boot';

function writeBoot(text: string) {
  const element = document.createElement('script');
  element.id = BOOT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.appendChild(element);
}

describe('bootAgent', () => {
  afterEach(() => document.getElementById(BOOT_ELEMENT_ID)?.remove());

  it('reads the agent the server wrote into the page, escapes and all', () => {
    const agent = agentFixture({ prefix: 'LUCKY' });
    agent.templateSetting!.template!.title = '</script> & <b>';
    writeBoot(JSON.stringify({ agent }).replace(/</g, '\\u003c').replace(/&/g, '\\u0026'));
    expect(bootAgent()).toEqual(agent);
  });

  it('is null when the page carries none, carries no agent, or cannot be read', () => {
    expect(bootAgent()).toBeNull();
    for (const text of ['', '{"agent":null}', '{"agent":"x"}', 'null', '{not json']) {
      writeBoot(text);
      expect(bootAgent()).toBeNull();
      document.getElementById(BOOT_ELEMENT_ID)?.remove();
    }
  });
});
