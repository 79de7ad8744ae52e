import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';
import type { TemplateSetting } from '@/types/api';

import { boKeys } from '../api/backoffice-api';
import type { DomainBranding, PreviewChange, TemplatePage as TemplatePageData } from '../api/template-api';
import { PREVIEW_DEBOUNCE_MS } from '../components/template-preview';
import { useStaffSession } from '../stores/staff-session';
import { FakeSocket } from '../testing/fake-socket';
import { meFixture, meHandler, signInStaff, siteHandler } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import { templateDomainFixture, templatePageFixture, templateSettingFixture } from '../testing/template-fixtures';

import { TemplatePage } from './template-page';

/** The template calls over mutable state, recording what the page sends. */
function templateServer(page: TemplatePageData = templatePageFixture()) {
  const state = {
    page,
    previews: [] as Array<{ domain?: string }>,
    changes: [] as Array<{ previewId: string; change: PreviewChange }>,
    published: [] as TemplateSetting[],
    branding: [] as Array<{ id: string; body: DomainBranding }>,
    uploads: 0,
  };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/template`, () => ok(state.page)),
    http.put(`${API}/backoffice/template`, async ({ request }) => {
      const { templateSetting } = (await request.json()) as { templateSetting: TemplateSetting };
      state.published.push(templateSetting);
      state.page = { ...state.page, templateSetting };
      return ok(state.page);
    }),
    http.post(`${API}/backoffice/template/previews`, async ({ request }) => {
      const body = (await request.json()) as { domain?: string };
      state.previews.push(body);
      const domain = body.domain ?? 'localhost';
      return ok({ previewId: `prev-${state.previews.length}`, domain, expiresAt: '2026-01-10T10:00:00Z' });
    }),
    http.put(`${API}/backoffice/template/previews/:previewId`, async ({ request, params }) => {
      state.changes.push({ previewId: String(params.previewId), change: (await request.json()) as PreviewChange });
      return ok({ previewId: params.previewId });
    }),
    http.put(`${API}/backoffice/domains/:id/branding`, async ({ request, params }) => {
      const body = (await request.json()) as DomainBranding;
      state.branding.push({ id: String(params.id), body });
      const domain = state.page.domains.find((d) => String(d.id) === params.id);
      return ok({ ...domain, ...body });
    }),
    http.post(`${API}/backoffice/template/uploadImage`, () => {
      state.uploads += 1;
      return ok({ url: '/api/uploads/logo-1.png', contentType: 'image/png', size: 6 });
    }),
  );
  return state;
}

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

const renderPage = () => renderWithProviders(<TemplatePage />, { route: '/backoffice/template' });
/** Room for a busy machine: a change rests PREVIEW_DEBOUNCE_MS before it goes out. */
const SLOW = { timeout: 5_000 };
const frame = () => screen.findByTestId('template-preview-frame', {}, SLOW) as Promise<HTMLIFrameElement>;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** Long enough for the last change to have rested and gone out. */
const rest = () => new Promise((resolve) => setTimeout(resolve, PREVIEW_DEBOUNCE_MS * 2));
const templateChanges = (state: ReturnType<typeof templateServer>) => state.changes.filter((c) => c.change.name === 'template');

describe('TemplatePage', () => {
  it('opens a preview of the primary domain and frames the site at its address', async () => {
    const state = templateServer();
    renderPage();
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('http://localhost:3000/?previewId=prev-1');
    expect(iframe.getAttribute('title')).toBe('ตัวอย่างเว็บ localhost');
    expect(state.previews).toEqual([{ domain: 'localhost' }]);
    expect(input('template-title').value).toBe('Demo Play');
    expect(input('template-layout-a').checked).toBe(true);
    expect(screen.getByText('Zuka · ม่วงยามค่ำ สีลูกกวาด')).toBeTruthy();
    expect(screen.getByTestId('template-status').textContent).toBe('เผยแพร่ครบแล้ว');
    // Nothing changed: the preview is not sent anything, and there is no domain chooser for one domain.
    await rest();
    expect(state.changes).toEqual([]);
    expect(screen.queryByTestId('template-domain')).toBeNull();
  });

  it('sends the whole draft to the preview once typing rests', async () => {
    const state = templateServer();
    const user = userEvent.setup();
    renderPage();
    await frame();
    await user.type(input('template-title'), ' Live');
    await waitFor(() => expect(templateChanges(state).at(-1)?.change.data).toMatchObject({ template: { title: 'Demo Play Live' } }), SLOW);
    await rest();
    // One change for the five keys (debounced), the whole setting, to the preview opened.
    expect(templateChanges(state).length).toBeLessThan(5);
    const last = templateChanges(state).at(-1)!;
    expect(last.previewId).toBe('prev-1');
    expect(last.change).toEqual({
      name: 'template',
      data: { template: { ...templateSettingFixture().template, name: 'a', title: 'Demo Play Live' }, layout: { name: 'a' } },
    });
    expect(screen.getByTestId('template-status').textContent).toBe('มีการแก้ไขที่ยังไม่เผยแพร่');

    await user.click(screen.getByTestId('template-layout-zuka'));
    await waitFor(() => expect(templateChanges(state).at(-1)?.change.data).toMatchObject({ layout: { name: 'zuka' } }), SLOW);
  });

  it('sends an uploaded logo as the preview image and in the template', async () => {
    const state = templateServer();
    const user = userEvent.setup();
    renderPage();
    await frame();
    await user.upload(screen.getByTestId('template-logo-file'), new File(['\x89PNG..'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(state.changes.some((c) => c.change.name === 'logo')).toBe(true), SLOW);
    expect(state.uploads).toBe(1);
    expect(input('template-logo-url').value).toBe('/api/uploads/logo-1.png');
    expect(state.changes.find((c) => c.change.name === 'logo')?.change).toEqual({ name: 'logo', data: '/api/uploads/logo-1.png' });
    await waitFor(() => expect(templateChanges(state).at(-1)?.change.data).toMatchObject({ template: { logo: '/api/uploads/logo-1.png' } }), SLOW);
    expect(state.changes.some((c) => c.change.name === 'bg')).toBe(false);
  });

  it('publishes the full setting and says so', async () => {
    const state = templateServer();
    const user = userEvent.setup();
    renderPage();
    await frame();
    await user.click(screen.getByTestId('template-layout-ufa-b'));
    await user.click(screen.getByTestId('template-telegramFloatingButton'));
    await user.clear(input('template-telegramUrl'));
    await user.type(input('template-telegramUrl'), 'https://t.me/pp');
    await user.click(screen.getByTestId('template-primaryButton-mode-gradient'));
    await user.clear(input('template-primaryButton-deg'));
    await user.type(input('template-primaryButton-deg'), '90');
    await user.click(screen.getByTestId('template-primaryButton-colors-add'));
    await user.clear(input('template-primaryButton-colors-2'));
    await user.type(input('template-primaryButton-colors-2'), '#ABCDEF');
    await user.click(screen.getByTestId('template-publish'));

    await waitFor(() => expect(state.published).toHaveLength(1), SLOW);
    const fixture = templateSettingFixture().template;
    expect(state.published[0]).toEqual({
      template: {
        ...fixture,
        name: 'ufa-b',
        telegramFloatingButton: true,
        telegramUrl: 'https://t.me/pp',
        primaryButton: { mode: 'gradient', color: '#16a34a', fontColor: '#ffffff', deg: 90, colors: ['#4ade80', '#16a34a', '#abcdef'] },
      },
      layout: { name: 'ufa-b' },
    });
    expect((await screen.findByTestId('template-notice')).textContent).toContain('เผยแพร่แล้ว ผู้เล่นเห็นเทมเพลตนี้ทันที');
    expect(screen.getByTestId('template-status').textContent).toBe('เผยแพร่ครบแล้ว');
  });

  it('refuses a shown button without its link and a wrong colour, without publishing or previewing them', async () => {
    const state = templateServer();
    const user = userEvent.setup();
    renderPage();
    await frame();
    await user.click(screen.getByTestId('template-whatAppFloatingButton'));
    await user.clear(input('template-confirmButton-color'));
    await user.type(input('template-confirmButton-color'), '#12');
    expect(await screen.findByTestId('template-preview-waiting')).toBeTruthy();
    await user.click(screen.getByTestId('template-publish'));

    expect(await screen.findByText('ปุ่มที่แสดงต้องมีลิงก์')).toBeTruthy();
    expect(screen.getByText('สีต้องเป็นรูปแบบ #RRGGBB')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    await rest();
    expect(state.published).toEqual([]);
    expect(templateChanges(state)).toEqual([]);
  });

  it("shows the server's refusal at its field", async () => {
    templateServer();
    server.use(
      http.put(`${API}/backoffice/template`, () =>
        fail(422, '0000', 'Invalid data', { fields: ['templateSetting'], systemMsg: 'templateSetting.template.title: too long' }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await frame();
    await user.type(input('template-title'), '!');
    await user.click(screen.getByTestId('template-publish'));
    expect(await screen.findByTestId('template-error')).toBeTruthy();
    await waitFor(() => expect(input('template-title').getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getByText(/too long/, { selector: '[role="alert"]:not([data-testid])' })).toBeTruthy();
  });

  it('discards the changes back to the published template, and the preview follows', async () => {
    const state = templateServer();
    const user = userEvent.setup();
    renderPage();
    await frame();
    await user.type(input('template-title'), ' Draft');
    await waitFor(() => expect(templateChanges(state).at(-1)?.change.data).toMatchObject({ template: { title: 'Demo Play Draft' } }), SLOW);
    await user.click(screen.getByTestId('template-discard'));
    expect(input('template-title').value).toBe('Demo Play');
    await waitFor(() => expect(templateChanges(state).at(-1)?.change.data).toMatchObject({ template: { title: 'Demo Play' } }), SLOW);
    expect(screen.getByTestId('template-status').textContent).toBe('เผยแพร่ครบแล้ว');
    expect(state.published).toEqual([]);
  });

  it("chooses among the agent's domains: a preview of each, and each domain's own images", async () => {
    const other = templateDomainFixture({ id: 2, domain: 'member.example.com', isPrimary: false, logo: '/brand/member.png' });
    const state = templateServer(templatePageFixture({ domains: [templateDomainFixture(), other] }));
    const user = userEvent.setup();
    renderPage();
    expect((await frame()).getAttribute('src')).toBe('http://localhost:3000/?previewId=prev-1');
    await user.selectOptions(screen.getByTestId('template-domain'), '2');
    await waitFor(() => expect(screen.getByTestId('template-preview-frame').getAttribute('src')).toBe('http://member.example.com:3000/?previewId=prev-2'), SLOW);
    expect(state.previews).toEqual([{ domain: 'localhost' }, { domain: 'member.example.com' }]);
    expect(input('template-domain-logo-url').value).toBe('/brand/member.png');
    expect(screen.getByTestId('template-host-first')).toBeTruthy();

    await user.clear(input('template-domain-logo-url'));
    await user.type(input('template-domain-logo-url'), '/brand/member-2.png');
    await waitFor(() => expect(state.changes.at(-1)).toEqual({ previewId: 'prev-2', change: { name: 'logo', data: '/brand/member-2.png' } }), SLOW);
    await user.click(screen.getByTestId('template-branding-save'));
    await waitFor(() => expect(state.branding).toEqual([{ id: '2', body: { logo: '/brand/member-2.png', bgImage: null } }]), SLOW);
    expect((await screen.findByTestId('template-notice')).textContent).toContain('บันทึกรูปของ member.example.com แล้ว');
  });
});

describe('the template page in the back office', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is in the navigation at /backoffice/template', async () => {
    templateServer();
    server.use(siteHandler(), http.get(`${API}/backoffice/transactions`, () => ok([])));
    const router = createMemoryRouter(routes, { initialEntries: ['/backoffice'] });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    // The back office's code and texts load first.
    await userEvent.setup().click(await screen.findByTestId('bo-nav-template', {}, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { name: 'เทมเพลตหน้าเว็บ', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/template');
    expect(await frame()).toBeTruthy();
  });
});
