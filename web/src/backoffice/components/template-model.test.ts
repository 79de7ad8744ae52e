import { describe, expect, it } from 'vitest';

import type { TemplateDomain } from '../api/template-api';
import { templateSettingFixture } from '../testing/template-fixtures';

import {
  imageUrlError,
  primaryDomainOf,
  shownImages,
  templateFormOf,
  templatePath,
  templateSettingOf,
  validateTemplate,
  withButtonMode,
  type TemplateForm,
} from './template-model';

const formWith = (edit: (template: TemplateForm['templateSetting']['template']) => void) => {
  const form = templateFormOf(templateSettingFixture());
  edit(form.templateSetting.template);
  return form;
};

describe('the template form', () => {
  it('gives back the saved setting as the server keeps it', () => {
    const saved = templateSettingFixture();
    expect(templateSettingOf(templateFormOf(saved))).toEqual({ template: { ...saved.template, name: 'a' }, layout: { name: 'a' } });
  });

  it('sends every button field, from the defaults where the saved one has none or a broken one', () => {
    const setting = templateSettingOf(
      templateFormOf({ template: { title: '  Site  ', confirmButton: { mode: 'single', color: '#ABCDEF', deg: '400', colors: ['#fff'] } }, layout: { name: 'c' } }),
    );
    expect(setting.template.title).toBe('Site');
    expect(setting.template.confirmButton).toEqual({ mode: 'single', color: '#abcdef', fontColor: '#ffffff', deg: 135, colors: [] });
    expect(setting.template.primaryButton).toEqual({ mode: 'default', color: '#16a34a', fontColor: '#ffffff', deg: 135, colors: [] });
    expect(setting.template.lineUrl).toBeNull();
    expect(setting.template.lineFloatingButton).toBe(false);
  });

  it('starts a gradient with two colours', () => {
    const form = templateFormOf(templateSettingFixture());
    const cancel = form.templateSetting.template.cancelButton;
    expect(withButtonMode(cancel, 'gradient').colors).toEqual(['#4b5563', '#4b5563']);
    expect(withButtonMode(form.templateSetting.template.primaryButton, 'gradient').colors).toEqual(['#4ade80', '#16a34a']);
  });
});

describe('the template check', () => {
  it('passes the saved setting', () => {
    expect(validateTemplate(templateFormOf(templateSettingFixture()))).toEqual({});
  });

  it('needs the link of a shown contact button, and an http(s) one', () => {
    const errors = validateTemplate(
      formWith((t) => {
        t.whatAppFloatingButton = true;
        t.telegramUrl = 'javascript:alert(1)';
        t.facebookMessengerUrl = 'http://m.me/pp';
      }),
    );
    expect(errors).toEqual({ [templatePath('whatAppUrl')]: 'template.err.linkNeeded', [templatePath('telegramUrl')]: 'template.err.link' });
  });

  it('takes an image as a path of the site or an http(s) address only', () => {
    expect(imageUrlError('')).toBeNull();
    expect(imageUrlError('/api/uploads/a.png')).toBeNull();
    expect(imageUrlError('https://cdn.example.com/a.png')).toBeNull();
    expect(imageUrlError('data:image/png;base64,AAA')).toBe('template.err.image');
    expect(imageUrlError('/a b.png')).toBe('template.err.image');
    expect(imageUrlError(`/${'a'.repeat(1024)}`)).toBe('template.err.image');
  });

  it('checks the colours, angle and stops of the mode a button uses', () => {
    const errors = validateTemplate(
      formWith((t) => {
        t.confirmButton = { ...t.confirmButton, color: 'red' };
        t.primaryButton = { ...t.primaryButton, mode: 'gradient', deg: '361', colors: ['#000000'] };
        t.cancelButton = { ...t.cancelButton, color: 'not used by default' };
      }),
    );
    expect(errors).toEqual({
      [`${templatePath('confirmButton')}.color`]: 'engagement.err.color',
      [`${templatePath('primaryButton')}.deg`]: 'template.err.deg',
      [`${templatePath('primaryButton')}.colors`]: 'template.err.colors',
    });
  });

  it('refuses a layout it does not know and a title over 120 characters', () => {
    const form = formWith((t) => {
      t.title = 'x'.repeat(121);
    });
    form.templateSetting.layout.name = 'nope';
    expect(Object.values(validateTemplate(form))).toEqual(['template.err.layout', 'template.err.title']);
  });
});

describe('the images a preview shows', () => {
  it("are the domain's own, else the template's", () => {
    const form = formWith((t) => {
      t.logo = '/t-logo.png';
      t.bgImage = '/t-bg.png';
    });
    expect(shownImages({ logo: '/own.png', bgImage: '' }, form)).toEqual({ logo: '/own.png', bg: '/t-bg.png' });
    expect(shownImages({ logo: '', bgImage: '' }, templateFormOf(templateSettingFixture()))).toEqual({ logo: null, bg: null });
  });
});

describe('primaryDomainOf', () => {
  const domains: TemplateDomain[] = [
    { id: 1, domain: 'play.example.com', isPrimary: true, logo: null, bgImage: null },
    { id: 2, domain: 'm.example.com', isPrimary: false, logo: null, bgImage: null },
  ];

  it("opens the preview on the back office's own host when it is one of the agent's", () => {
    expect(primaryDomainOf(domains, 'M.example.com')?.id).toBe(2);
  });

  it('else on the primary host name, else on the first', () => {
    expect(primaryDomainOf(domains, 'office.example.com')?.id).toBe(1);
    expect(primaryDomainOf(domains.slice(1), 'office.example.com')?.id).toBe(2);
    expect(primaryDomainOf([], 'x')).toBeUndefined();
  });
});
