import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';

import { articlesQuery, publishingApi, publishingKeys } from '../api/publishing-api';
import type { ContentLang, StaffArticle } from '../types';

import { MarkupField } from './content-markup-view';
import {
  ARTICLE_STATUSES,
  articleBodyOf,
  articleFormOf,
  BODY_MAX,
  checkArticle,
  CONTENT_LANGS,
  groupArticles,
  groupTitle,
  SLUG_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
  type ArticleForm,
} from './content-model';
import { BackButton } from './content-parts';
import { CsvButton } from './csv-button';
import { ARTICLE_COLUMNS } from './csv-columns';
import { PathFormShell, TextAreaField, testIdOf, useFormSave, usePathForm } from './engagement-form';
import { EngagementImageUpload } from './engagement-image-upload';
import { formatDateTime } from './format';
import { ChoiceField, FormSection } from './form-controls';
import { DismissibleNotice, Notice, type NoticeMessage } from './notice';
import { offsetOf } from './promotion-model';
import { BADGE_PILL } from './status-badge';
import { QueryRows, Table, Td, Th, Tr } from './table';

/** What is being edited: an article (its slug) in one language, or a new one. */
interface Editing {
  slug: string;
  lang: ContentLang;
  isNew: boolean;
}

/** Every field of an article in one language; a new one names its slug too. */
function ArticleEditForm({
  article,
  articles,
  slug,
  lang,
  isNew,
  onLang,
  onSaved,
  onCancel,
}: {
  article: StaffArticle | null;
  articles: readonly StaffArticle[];
  slug: string;
  lang: ContentLang;
  isNew: boolean;
  onLang: (lang: ContentLang) => void;
  onSaved: (saved: StaffArticle) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const other = articles.find((a) => a.slug === slug && a.imageUrl);
  // A translation not written yet starts as a draft with the picture of the other languages.
  const form = usePathForm<ArticleForm>(() => (article ? articleFormOf(article) : { ...articleFormOf(null, slug), imageUrl: other?.imageUrl ?? '' }), 'bo-article');
  const saved = article ? articleFormOf(article).publishedAt : '';
  const { values } = form;
  const saving = useFormSave(form, {
    validate: (v) => {
      const errors = checkArticle(v);
      if (isNew && !errors.slug && articles.some((a) => a.slug === v.slug.trim() && a.lang === lang)) errors.slug = 'content.err.slugTaken';
      return errors;
    },
    save: (v) => publishingApi.saveArticle(v.slug.trim(), lang, articleBodyOf(v, saved)),
    onSuccess: onSaved,
  });
  const offset = offsetOf(values.publishedAt ? new Date(values.publishedAt) : new Date());

  return (
    <PathFormShell form={form} saving={saving} onCancel={onCancel} submitLabel={t(values.status === 'draft' ? 'content.articles.saveDraft' : 'content.articles.publish')}>
      {!isNew && !article ? (
        <Notice tone="warning" testId="bo-article-missing">
          {t('content.articles.missing', { language: t(`content.langs.${lang}`) })}
        </Notice>
      ) : null}
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <FormSection title={t('content.articles.text')}>
          {isNew ? (
            <TextField
              label={t('content.articles.slug')}
              {...form.text('slug')}
              maxLength={SLUG_MAX}
              spellCheck={false}
              hint={t('content.articles.slugHint')}
              required
            />
          ) : null}
          <ChoiceField
            legend={t('content.language')}
            value={lang}
            onChange={onLang}
            options={CONTENT_LANGS.map((l) => ({
              value: l,
              label: isNew || articles.some((a) => a.slug === slug && a.lang === l) ? t(`content.langs.${l}`) : t('content.notWritten', { language: t(`content.langs.${l}`) }),
            }))}
            testId="bo-article-lang"
          />
          <TextField label={t('content.titleField')} {...form.text('title')} maxLength={TITLE_MAX} required />
          <TextAreaField
            label={t('content.articles.summary')}
            {...form.text('summary')}
            rows={2}
            maxLength={SUMMARY_MAX}
            hint={t('content.articles.summaryHint', { max: SUMMARY_MAX })}
          />
          <EngagementImageUpload
            label={t('content.articles.image')}
            value={values.imageUrl}
            onChange={(url) => form.set('imageUrl', url)}
            error={form.errorOf('imageUrl')}
            upload={publishingApi.uploadImage}
            testId="bo-article-image"
          />
          <MarkupField
            label={t('content.articles.body')}
            value={values.body}
            onChange={(event) => form.set('body', event.target.value)}
            error={form.errorOf('body')}
            maxLength={BODY_MAX}
            required
            testId={testIdOf('bo-article', 'body')}
          />
        </FormSection>
        <FormSection title={t('content.articles.publishing')}>
          <ChoiceField
            legend={t('content.status')}
            value={values.status}
            onChange={(status) => form.set('status', status)}
            options={ARTICLE_STATUSES.map((status) => ({ value: status, label: t(`content.articles.statuses.${status}`) }))}
            hint={t('content.articles.statusHint')}
            testId="bo-article-status"
          />
          <TextField
            label={t('content.articles.publishedAt')}
            {...form.text('publishedAt')}
            type="datetime-local"
            className="[&_input]:[color-scheme:dark]"
            hint={t(isNew || !article ? 'content.articles.publishedAtNewHint' : 'content.articles.publishedAtHint', { offset })}
          />
        </FormSection>
      </div>
    </PathFormShell>
  );
}

/** An article's languages: each one's status, a button to its text (or to write it). */
function LanguageChips({ slug, byLang, onEdit }: { slug: string; byLang: Partial<Record<ContentLang, StaffArticle>>; onEdit: (lang: ContentLang) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className="inline-flex flex-wrap gap-1.5 max-md:justify-end">
      {CONTENT_LANGS.map((lang) => {
        const article = byLang[lang];
        const label = article
          ? t('content.articles.editLang', { language: t(`content.langs.${lang}`), status: t(`content.articles.statuses.${article.status}`) })
          : t('content.articles.writeLang', { language: t(`content.langs.${lang}`) });
        return (
          <button
            key={lang}
            type="button"
            onClick={() => onEdit(lang)}
            aria-label={label}
            title={label}
            data-testid={`bo-article-${slug}-${lang}`}
            data-status={article?.status ?? 'missing'}
            className={cn(
              BADGE_PILL,
              'cursor-pointer uppercase hover:brightness-125',
              !article && 'bg-transparent text-gray-500 ring-white/15 ring-dashed',
              article?.status === 'published' && 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
              article?.status === 'draft' && 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
            )}
          >
            {article ? lang : `+ ${lang}`}
            {article?.status === 'draft' ? <span className="ms-1 normal-case">· {t('content.articles.statuses.draft')}</span> : null}
          </button>
        );
      })}
    </span>
  );
}

/** The articles by slug with the languages each has; one language's text, or a new article, instead of the list. */
export function ArticlesTab() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const query = useQuery(articlesQuery());
  const articles = query.data ?? [];
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const staffLang: ContentLang = (CONTENT_LANGS as readonly string[]).includes(language) ? (language as ContentLang) : 'th';

  if (editing) {
    const article = editing.isNew ? null : (articles.find((a) => a.slug === editing.slug && a.lang === editing.lang) ?? null);
    const group = groupArticles(articles).find((g) => g.slug === editing.slug);
    return (
      <div className="flex flex-col">
        <BackButton onClick={() => setEditing(null)}>{t('content.articles.back')}</BackButton>
        <h2 className="mb-4 text-lg font-semibold break-words text-white">
          {editing.isNew ? t('content.articles.newTitle') : t('content.articles.editTitle', { title: group ? groupTitle(group, language) : editing.slug })}
          {editing.isNew ? null : <span className="ms-2 font-mono text-sm font-normal text-gray-400">{editing.slug}</span>}
        </h2>
        <ArticleEditForm
          key={editing.isNew ? 'new' : `${editing.slug}/${editing.lang}`}
          article={article}
          articles={articles}
          slug={editing.slug}
          lang={editing.lang}
          isNew={editing.isNew}
          onLang={(lang) => setEditing({ ...editing, lang })}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            queryClient.setQueryData<StaffArticle[]>(publishingKeys.articles(), (previous) =>
              previous ? [...previous.filter((a) => !(a.slug === saved.slug && a.lang === saved.lang)), saved] : previous,
            );
            void queryClient.invalidateQueries({ queryKey: publishingKeys.articles() });
            setEditing(null);
            setNotice({
              tone: 'success',
              text: t(saved.status === 'draft' ? 'content.articles.savedDraft' : 'content.articles.saved', {
                title: saved.title,
                language: t(`content.langs.${saved.lang}`),
              }),
            });
          }}
        />
      </div>
    );
  }

  const groups = groupArticles(articles);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-400">{t('content.articles.note')}</p>
        <span className="flex flex-wrap gap-2">
          <CsvButton filename="articles.csv" rows={articles} columns={ARTICLE_COLUMNS} testId="bo-article-csv" />
          <Button
            size="sm"
            onClick={() => {
              setNotice(null);
              setEditing({ slug: '', lang: staffLang, isNew: true });
            }}
            data-testid="bo-article-new"
          >
            {t('content.articles.new')}
          </Button>
        </span>
      </div>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-article-notice" />
      <Table
        caption={t('content.articles.title')}
        head={
          <>
            <Th>{t('content.articles.article')}</Th>
            <Th>{t('content.articles.languages')}</Th>
            <Th>{t('content.articles.updatedAt')}</Th>
          </>
        }
      >
        <QueryRows
          query={query}
          columns={3}
          rows={groups}
          empty={t('content.articles.empty')}
          keepRowsOnError
          render={(group) => (
            <Tr key={group.slug} data-testid={`bo-article-row-${group.slug}`}>
              <Td label={t('content.articles.article')} className="md:max-w-md">
                <span className="flex flex-col gap-0.5 max-md:items-end">
                  <span className="font-medium break-words text-white">{groupTitle(group, language)}</span>
                  <span className="font-mono text-xs break-all text-gray-400">{group.slug}</span>
                </span>
              </Td>
              <Td label={t('content.articles.languages')}>
                <LanguageChips
                  slug={group.slug}
                  byLang={group.byLang}
                  onEdit={(lang) => {
                    setNotice(null);
                    setEditing({ slug: group.slug, lang, isNew: false });
                  }}
                />
              </Td>
              <Td label={t('content.articles.updatedAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(group.updatedAt, language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
    </div>
  );
}
