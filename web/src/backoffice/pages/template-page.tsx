import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isLayoutName } from '@/config/layouts';

import { describeStaffError } from '../api/errors';
import { templateApi, templateKeys, templatePageQuery, type TemplateDomain, type TemplatePage as TemplatePageData } from '../api/template-api';
import { EngagementImageUpload } from '../components/engagement-image-upload';
import { TextAreaField, useFormSave, usePathForm, type PathForm } from '../components/engagement-form';
import { ChoiceField, FormSection, SelectField } from '../components/form-controls';
import { PageHeader } from '../components/layout';
import { DismissibleNotice, Notice, type NoticeMessage } from '../components/notice';
import { QueryCard } from '../components/query-card';
import { ButtonsSection, ContactsSection } from '../components/template-fields';
import {
  DESCRIPTION_MAX,
  LAYOUT_LABELS,
  LAYOUT_PATH,
  TITLE_MAX,
  brandingFormOf,
  brandingOf,
  imageUrlError,
  primaryDomainOf,
  shownImages,
  templateFormOf,
  templatePath,
  templateSettingOf,
  validateTemplate,
  type BrandingForm,
  type TemplateForm,
} from '../components/template-model';
import { TemplatePreview } from '../components/template-preview';

const FORM_ID = 'template-form';

/** An image of the template (favicon, logo, background), uploaded through the template's own call. */
function TemplateImage({ form, field, label }: { form: PathForm<TemplateForm>; field: 'favicon' | 'logo' | 'bgImage'; label: string }) {
  const path = templatePath(field);
  return (
    <EngagementImageUpload
      label={label}
      value={form.values.templateSetting.template[field]}
      onChange={(url) => form.set(path, url)}
      error={form.errorOf(path)}
      upload={templateApi.uploadImage}
      testId={`template-${field}`}
    />
  );
}

/** One domain's own logo and background, saved on their own (PUT domains/{id}/branding). */
function DomainBranding({
  domain,
  branding,
  onChange,
  onSaved,
}: {
  domain: TemplateDomain;
  branding: BrandingForm;
  onChange: (branding: BrandingForm) => void;
  onSaved: (domain: TemplateDomain) => void;
}) {
  const { t } = useTranslation('backoffice');
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: () => templateApi.saveBranding(domain.id, brandingOf(branding)),
    onSuccess: (saved) => {
      setChecked(false);
      onSaved(saved);
    },
  });
  const errorOf = (value: string) => {
    const key = checked ? imageUrlError(value) : null;
    return key ? t(key) : null;
  };
  const unsaved = JSON.stringify(brandingOf(branding)) !== JSON.stringify(brandingOf(brandingFormOf(domain)));

  function submit() {
    setChecked(true);
    save.reset();
    if (!imageUrlError(branding.logo) && !imageUrlError(branding.bgImage)) save.mutate();
  }

  return (
    <FormSection title={t('template.section.branding')} note={t('template.section.brandingNote')} testId="template-branding">
      <EngagementImageUpload
        label={t('template.domain.logo', { domain: domain.domain })}
        value={branding.logo}
        onChange={(logo) => onChange({ ...branding, logo })}
        error={errorOf(branding.logo)}
        upload={templateApi.uploadImage}
        testId="template-domain-logo"
      />
      <EngagementImageUpload
        label={t('template.domain.bgImage', { domain: domain.domain })}
        value={branding.bgImage}
        onChange={(bgImage) => onChange({ ...branding, bgImage })}
        error={errorOf(branding.bgImage)}
        upload={templateApi.uploadImage}
        testId="template-domain-bgImage"
      />
      {save.isError ? (
        <Notice tone="error" testId="template-branding-error">
          {describeStaffError(save.error, t)}
        </Notice>
      ) : null}
      <div className="flex justify-end">
        <Button variant="outline" onClick={submit} loading={save.isPending} disabled={!unsaved} data-testid="template-branding-save">
          {t('template.domain.save')}
        </Button>
      </div>
    </FormSection>
  );
}

/**
 * The editor: the draft in a form beside the live preview (below it on a phone). Publish sends
 * the whole setting; Discard goes back to the published one. A domain's own images are saved on
 * their own.
 */
function TemplateEditor({ page }: { page: TemplatePageData }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const form = usePathForm(() => templateFormOf(page.templateSetting), 'template');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [domainId, setDomainId] = useState(() => primaryDomainOf(page.domains)?.id);
  const domain = page.domains.find((d) => d.id === domainId) ?? primaryDomainOf(page.domains);
  const [branding, setBranding] = useState(() => brandingFormOf(domain));

  const published = useMemo(() => templateFormOf(page.templateSetting), [page.templateSetting]);
  const setting = useMemo(() => templateSettingOf(form.values), [form.values]);
  const publishedSetting = useMemo(() => templateSettingOf(published), [published]);
  const valid = useMemo(() => Object.keys(validateTemplate(form.values)).length === 0, [form.values]);
  const savedBranding = brandingFormOf(domain);
  const changed =
    JSON.stringify(setting) !== JSON.stringify(publishedSetting) || JSON.stringify(brandingOf(branding)) !== JSON.stringify(brandingOf(savedBranding));

  const { mutation, submit } = useFormSave(form, {
    validate: validateTemplate,
    save: (values) => templateApi.publish(templateSettingOf(values)),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData(templateKeys.page(), next);
      form.setValues(templateFormOf(next.templateSetting));
      setNotice({ tone: 'success', text: t('template.published') });
    },
  });

  function discard() {
    mutation.reset();
    form.check({});
    form.setValues(published);
    setBranding(savedBranding);
    setNotice({ tone: 'success', text: t('template.discarded') });
  }

  function chooseDomain(id: number) {
    setDomainId(id);
    setBranding(brandingFormOf(page.domains.find((d) => d.id === id)));
  }

  function brandingSaved(saved: TemplateDomain) {
    queryClient.setQueryData<TemplatePageData>(templateKeys.page(), (previous) =>
      previous ? { ...previous, domains: previous.domains.map((d) => (d.id === saved.id ? saved : d)) } : previous,
    );
    setBranding(brandingFormOf(saved));
    setNotice({ tone: 'success', text: t('template.domain.saved', { domain: saved.domain }) });
  }

  const hostFirst = domain && (branding.logo.trim() || branding.bgImage.trim()) ? t('template.section.hostFirst', { domain: domain.domain }) : null;
  const layoutOptions = page.layouts.map((name) => ({ value: name, label: isLayoutName(name) ? t(LAYOUT_LABELS[name]) : name }));

  return (
    <>
      <PageHeader
        title={t('template.title')}
        subtitle={t('template.subtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-gray-400" data-testid="template-status">
              {changed ? t('template.unpublished') : t('template.upToDate')}
            </span>
            <Button variant="ghost" onClick={discard} disabled={!changed || mutation.isPending} data-testid="template-discard">
              {t('template.discard')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={mutation.isPending} data-testid="template-publish">
              {t('template.publish')}
            </Button>
          </div>
        }
      />
      <div className="mb-5 flex flex-col gap-3 empty:hidden">
        <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="template-notice" />
        {mutation.isError ? (
          <Notice tone="error" testId="template-error">
            {describeStaffError(mutation.error, t)}
          </Notice>
        ) : null}
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form id={FORM_ID} ref={form.formRef} onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5" data-testid="template-form">
          {page.domains.length > 1 && domain ? (
            <SelectField
              label={t('template.domain.label')}
              value={String(domain.id)}
              onChange={(e) => chooseDomain(Number(e.target.value))}
              options={page.domains.map((d) => ({ value: String(d.id), label: d.isPrimary ? t('template.domain.main', { domain: d.domain }) : d.domain }))}
              testId="template-domain"
              className="sm:max-w-sm"
            />
          ) : null}

          <FormSection title={t('template.section.layout')} note={t('template.section.layoutNote')}>
            <ChoiceField
              legend={t('template.section.layout')}
              value={form.values.templateSetting.layout.name}
              onChange={(name) => form.set(LAYOUT_PATH, name)}
              options={layoutOptions}
              error={form.errorOf(LAYOUT_PATH)}
              testId="template-layout"
            />
          </FormSection>

          <FormSection title={t('template.section.texts')} note={t('template.section.textsNote')}>
            <TextField
              label={t('template.field.title')}
              {...form.text(templatePath('title'))}
              hint={t('template.field.titleHint')}
              maxLength={TITLE_MAX}
              data-testid="template-title"
            />
            <TextAreaField
              label={t('template.field.description')}
              {...form.text(templatePath('description'))}
              hint={t('template.field.descriptionHint')}
              maxLength={DESCRIPTION_MAX}
              data-testid="template-description"
            />
            <TemplateImage form={form} field="favicon" label={t('template.field.favicon')} />
          </FormSection>

          <FormSection title={t('template.section.images')} note={t('template.section.imagesNote')}>
            {hostFirst ? (
              <Notice tone="warning" testId="template-host-first">
                {hostFirst}
              </Notice>
            ) : null}
            <TemplateImage form={form} field="logo" label={t('template.field.logo')} />
            <TemplateImage form={form} field="bgImage" label={t('template.field.bgImage')} />
          </FormSection>

          {domain ? <DomainBranding domain={domain} branding={branding} onChange={setBranding} onSaved={brandingSaved} /> : null}

          <ContactsSection form={form} />
          <ButtonsSection form={form} />
        </form>

        <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <TemplatePreview
            domain={domain?.domain ?? ''}
            draft={{ setting: valid ? setting : undefined, images: shownImages(branding, form.values) }}
            shown={{ setting: publishedSetting, images: shownImages(savedBranding, published) }}
          />
        </aside>
      </div>
    </>
  );
}

/** The site template (docs/api.md "Templates and preview"): layout, texts, images, buttons, domain images, with a live preview. */
export function TemplatePage() {
  const { t } = useTranslation('backoffice');
  const query = useQuery(templatePageQuery());
  return (
    <>
      {query.data ? null : <PageHeader title={t('template.title')} subtitle={t('template.subtitle')} />}
      <QueryCard query={query}>{(page) => <TemplateEditor page={page} />}</QueryCard>
    </>
  );
}
