import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

import { errorCodeOf } from '../api/errors';
import { contentPageQuery, contentPagesQuery, publishingApi, publishingKeys } from '../api/publishing-api';
import type { ContentLang, PageItem, StaffPage } from '../types';

import { MarkupField } from './content-markup-view';
import { BODY_MAX, checkPage, CONTENT_LANGS, isPageSlug, ITEMS_MAX, moveItem, PAGE_SLUGS, pageBodyOf, pageFormOf, TITLE_MAX, type PageForm } from './content-model';
import { PathFormShell, TextAreaField, testIdOf, useFormSave, usePathForm, type PathForm } from './engagement-form';
import { formatDateTime } from './format';
import { ChoiceField, FormSection, SelectField } from './form-controls';
import { Notice, type NoticeMessage } from './notice';
import { QueryCard } from './query-card';

/** A page's name in the staff's language (its slug for a page of the agent's own). */
function usePageName() {
  const { t } = useTranslation('backoffice');
  return (slug: string) => (isPageSlug(slug) ? t(`content.pages.names.${slug}`) : slug);
}

/** The entries of help (questions) or of the landing page (highlights): add, remove, reorder. */
function ItemsEditor({ form, slug }: { form: PathForm<PageForm>; slug: string }) {
  const { t } = useTranslation('backoffice');
  const items = form.values.items ?? [];
  const kind = slug === 'help' ? 'faq' : 'items';
  const change = (next: PageItem[]) => form.update((values) => ({ ...values, items: next }), 'items');

  return (
    <FormSection title={t(`content.pages.${kind}.title`)} note={t(`content.pages.${kind}.note`)} testId="bo-page-items">
      {form.errorOf('items') ? (
        <p role="alert" className="text-sm text-red-400">
          {form.errorOf('items')}
        </p>
      ) : null}
      {items.length === 0 ? <p className="text-sm text-gray-400">{t(`content.pages.${kind}.empty`)}</p> : null}
      <ol className="flex flex-col gap-4">
        {items.map((_, i) => {
          const label = t(`content.pages.${kind}.entry`, { n: i + 1 });
          return (
            <li key={i} className="flex flex-col gap-3 rounded-xl border border-white/10 bg-white/[0.02] p-3 sm:p-4" data-testid={`bo-page-item-${i}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-white">{label}</h3>
                <div className="flex gap-1.5">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={i === 0}
                    onClick={() => change(moveItem(items, i, i - 1))}
                    aria-label={t('content.pages.moveUp', { entry: label })}
                    data-testid={`bo-page-item-${i}-up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={i === items.length - 1}
                    onClick={() => change(moveItem(items, i, i + 1))}
                    aria-label={t('content.pages.moveDown', { entry: label })}
                    data-testid={`bo-page-item-${i}-down`}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => change(items.filter((__, j) => j !== i))}
                    aria-label={t('content.pages.removeEntry', { entry: label })}
                    className="border-red-400/40 text-red-200 hover:bg-red-500/10"
                    data-testid={`bo-page-item-${i}-remove`}
                  >
                    {t('content.pages.remove')}
                  </Button>
                </div>
              </div>
              <TextField label={t(`content.pages.${kind}.entryTitle`)} {...form.text(`items.${i}.title`)} maxLength={TITLE_MAX} required />
              <TextAreaField label={t(`content.pages.${kind}.entryBody`)} {...form.text(`items.${i}.body`)} rows={3} maxLength={BODY_MAX} hint={t('content.pages.entryHint')} />
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={items.length >= ITEMS_MAX}
        onClick={() => change([...items, { title: '', body: '' }])}
        data-testid="bo-page-item-add"
      >
        {t(`content.pages.${kind}.add`)}
      </Button>
    </FormSection>
  );
}

/** One page in one language: its title, body (with the live preview) and entries, saved in full. */
function PageEditForm({ slug, lang, page }: { slug: string; lang: ContentLang; page: StaffPage | null }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const pageName = usePageName();
  const form = usePathForm(() => pageFormOf(page, slug), 'bo-page');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [savedAt, setSavedAt] = useState(page?.updatedAt ?? null);
  const saving = useFormSave(form, {
    validate: checkPage,
    save: (values) => publishingApi.savePage(slug, lang, pageBodyOf(values)),
    onMutate: () => setNotice(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(publishingKeys.page(slug, lang), saved);
      void queryClient.invalidateQueries({ queryKey: publishingKeys.pages(), exact: true });
      form.setValues(pageFormOf(saved, slug));
      setSavedAt(saved.updatedAt);
      setNotice({ tone: 'success', text: t('content.pages.saved', { page: pageName(slug), language: t(`content.langs.${lang}`) }) });
    },
  });

  return (
    <PathFormShell form={form} saving={saving} notice={notice} onDismissNotice={() => setNotice(null)} submitLabel={t('content.pages.save')}>
      {savedAt === null ? (
        <Notice tone="warning" testId="bo-page-missing">
          {t('content.pages.missing', { language: t(`content.langs.${lang}`) })}
        </Notice>
      ) : null}
      <FormSection
        title={t('content.pages.text', { page: pageName(slug), language: t(`content.langs.${lang}`) })}
        note={savedAt ? t('content.pages.updatedAt', { when: formatDateTime(savedAt, i18n.language) }) : undefined}
      >
        <TextField label={t('content.titleField')} {...form.text('title')} maxLength={TITLE_MAX} required />
        <MarkupField
          label={t('content.pages.body')}
          value={form.values.body}
          onChange={(event) => form.set('body', event.target.value)}
          error={form.errorOf('body')}
          maxLength={BODY_MAX}
          testId={testIdOf('bo-page', 'body')}
        />
      </FormSection>
      {form.values.items ? <ItemsEditor form={form} slug={slug} /> : null}
    </PathFormShell>
  );
}

/** The page in that language: loaded (none yet is an empty form), then its form. */
function PageEditor({ slug, lang }: { slug: string; lang: ContentLang }) {
  const query = useQuery(contentPageQuery(slug, lang));
  // 0040: the agent has no text of this page in this language yet.
  const missing = query.isError && errorCodeOf(query.error) === '0040';
  if (missing) return <PageEditForm slug={slug} lang={lang} page={null} />;
  return <QueryCard query={query}>{(page) => <PageEditForm slug={slug} lang={lang} page={page} />}</QueryCard>;
}

/** The site's text pages: choose one and a language, then edit its text. */
export function PagesTab() {
  const { t, i18n } = useTranslation('backoffice');
  const pageName = usePageName();
  const summaries = useQuery(contentPagesQuery()).data ?? [];
  const [slug, setSlug] = useState<string>(PAGE_SLUGS[0]);
  const [lang, setLang] = useState<ContentLang>(() => (CONTENT_LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as ContentLang) : 'th');

  const slugs = [...PAGE_SLUGS, ...[...new Set(summaries.map((s) => s.slug))].filter((s) => !isPageSlug(s)).sort()];
  const langsOf = (page: string) => CONTENT_LANGS.filter((l) => summaries.some((s) => s.slug === page && s.lang === l));
  const written = (page: string, l: ContentLang) => langsOf(page).includes(l);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-400">{t('content.pages.note')}</p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] sm:items-start">
        <SelectField
          label={t('content.pages.page')}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          options={slugs.map((s) => {
            const langs = langsOf(s);
            return { value: s, label: langs.length ? `${pageName(s)} (${langs.join(', ')})` : pageName(s) };
          })}
          testId="bo-page-slug"
        />
        <ChoiceField
          legend={t('content.language')}
          value={lang}
          onChange={setLang}
          options={CONTENT_LANGS.map((l) => ({ value: l, label: written(slug, l) ? t(`content.langs.${l}`) : t('content.notWritten', { language: t(`content.langs.${l}`) }) }))}
          testId="bo-page-lang"
        />
      </div>
      <PageEditor key={`${slug}/${lang}`} slug={slug} lang={lang} />
    </div>
  );
}
