import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';

import { announcementsQuery, bannersQuery, publishingApi, publishingKeys } from '../api/publishing-api';
import type { StaffAnnouncement, StaffBanner } from '../types';

import { PublishedRows, type PublishedFormProps } from './content-parts';
import {
  announcementBodyOf,
  announcementFormOf,
  bannerBodyOf,
  bannerFormOf,
  checkAnnouncement,
  checkBanner,
  LINK_MAX,
  MESSAGE_MAX,
  SORT_MAX,
  TITLE_MAX,
} from './content-model';
import { ANNOUNCEMENT_COLUMNS, BANNER_COLUMNS } from './csv-columns';
import { createOrUpdate, PathFormShell, TextAreaField, testIdOf, useFormSave, usePathForm, type PathForm } from './engagement-form';
import { EngagementImageUpload } from './engagement-image-upload';
import { Thumbnail } from './engagement-text';
import { formatDateTime } from './format';
import { CheckRow, FormSection } from './form-controls';
import { OnOffBadge } from './status-badge';
import { Td } from './table';

/** The order and the "shown" box every published row has. */
function OrderAndActive<F extends { sort: string; active: boolean }>({ form, activeHint }: { form: PathForm<F>; activeHint: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <TextField
        label={t('content.sort')}
        {...form.text('sort')}
        inputMode="numeric"
        maxLength={4}
        hint={t('content.sortHint', { max: SORT_MAX })}
        className="max-w-40"
      />
      <CheckRow
        label={t('content.active')}
        hint={activeHint}
        checked={form.values.active}
        onChange={(checked) => form.set('active', checked)}
        testId={testIdOf(form.testIdPrefix, 'active')}
      />
    </>
  );
}

/** Every field of an announcement: its title, message, order and whether players see it. */
function AnnouncementForm({ row, onSaved, onCancel }: PublishedFormProps<StaffAnnouncement>) {
  const { t } = useTranslation('backoffice');
  const form = usePathForm(() => announcementFormOf(row), 'bo-announcement');
  const saving = useFormSave(form, {
    validate: checkAnnouncement,
    save: (values) => createOrUpdate(row?.id, announcementBodyOf(values), publishingApi.createAnnouncement, publishingApi.updateAnnouncement),
    onSuccess: onSaved,
  });
  const { message } = form.values;
  return (
    <PathFormShell form={form} saving={saving} onCancel={onCancel} submitLabel={t(row ? 'content.save' : 'content.announcements.create')}>
      <FormSection title={t('content.announcements.section')} note={t('content.announcements.sectionNote')}>
        <TextField label={t('content.titleField')} {...form.text('title')} maxLength={TITLE_MAX} required />
        <TextAreaField
          label={t('content.announcements.message')}
          {...form.text('message')}
          rows={5}
          maxLength={MESSAGE_MAX}
          hint={t('content.count', { length: message.length, max: MESSAGE_MAX })}
          required
        />
        <OrderAndActive form={form} activeHint={t('content.announcements.activeHint')} />
      </FormSection>
    </PathFormShell>
  );
}

/** The announcements players see on the home page and after login, in order, while active. */
export function AnnouncementsTab() {
  const { t, i18n } = useTranslation('backoffice');
  const query = useQuery(announcementsQuery());
  return (
    <PublishedRows
      kind="announcement"
      query={query}
      queryKey={publishingKeys.announcements()}
      columns={[
        { label: t('content.titleField') },
        { label: t('content.sort'), end: true },
        { label: t('content.status') },
        { label: t('content.createdAt') },
      ]}
      csvColumns={ANNOUNCEMENT_COLUMNS}
      remove={publishingApi.deleteAnnouncement}
      Form={AnnouncementForm}
      cells={(row) => (
        <>
          <Td label={t('content.titleField')} className="min-w-0 md:max-w-md">
            <span className="flex flex-col gap-0.5 max-md:items-end">
              <span className="font-medium break-words text-white">{row.title}</span>
              <span className="line-clamp-2 text-xs break-words whitespace-pre-line text-gray-400">{row.message}</span>
            </span>
          </Td>
          <Td label={t('content.sort')} className="text-end text-gray-300 tabular-nums">
            {row.sort}
          </Td>
          <Td label={t('content.status')}>
            <OnOffBadge on={row.isActive}>{t(row.isActive ? 'content.shown' : 'content.hidden')}</OnOffBadge>
          </Td>
          <Td label={t('content.createdAt')} className="whitespace-nowrap text-gray-300">
            {formatDateTime(row.createdAt, i18n.language)}
          </Td>
        </>
      )}
    />
  );
}

/** Every field of a banner: its title, picture (uploaded or https), link, order and whether players see it. */
function BannerForm({ row, onSaved, onCancel }: PublishedFormProps<StaffBanner>) {
  const { t } = useTranslation('backoffice');
  const form = usePathForm(() => bannerFormOf(row), 'bo-banner');
  const saving = useFormSave(form, {
    validate: checkBanner,
    save: (values) => createOrUpdate(row?.id, bannerBodyOf(values), publishingApi.createBanner, publishingApi.updateBanner),
    onSuccess: onSaved,
  });
  return (
    <PathFormShell form={form} saving={saving} onCancel={onCancel} submitLabel={t(row ? 'content.save' : 'content.banners.create')}>
      <FormSection title={t('content.banners.section')} note={t('content.banners.sectionNote')}>
        <TextField label={t('content.titleField')} {...form.text('title')} maxLength={TITLE_MAX} hint={t('content.banners.titleHint')} required />
        <EngagementImageUpload
          label={t('content.banners.image')}
          value={form.values.imageUrl}
          onChange={(url) => form.set('imageUrl', url)}
          error={form.errorOf('imageUrl')}
          upload={publishingApi.uploadImage}
          testId="bo-banner-image"
        />
        <TextField
          label={t('content.banners.link')}
          {...form.text('linkUrl')}
          inputMode="url"
          spellCheck={false}
          maxLength={LINK_MAX}
          placeholder="/promotion"
          hint={t('content.banners.linkHint')}
        />
        <OrderAndActive form={form} activeHint={t('content.banners.activeHint')} />
      </FormSection>
    </PathFormShell>
  );
}

/** The banners of the players' home page, in order, while active. */
export function BannersTab() {
  const { t } = useTranslation('backoffice');
  const query = useQuery(bannersQuery());
  return (
    <PublishedRows
      kind="banner"
      query={query}
      queryKey={publishingKeys.banners()}
      columns={[
        { label: t('content.titleField') },
        { label: t('content.banners.link') },
        { label: t('content.sort'), end: true },
        { label: t('content.status') },
      ]}
      csvColumns={BANNER_COLUMNS}
      remove={publishingApi.deleteBanner}
      Form={BannerForm}
      cells={(row) => (
        <>
          <Td label={t('content.titleField')}>
            <span className="flex items-center gap-3 max-md:flex-row-reverse">
              <Thumbnail src={row.imageUrl} />
              <span className="font-medium break-words text-white">{row.title}</span>
            </span>
          </Td>
          <Td label={t('content.banners.link')} className="font-mono text-xs break-all text-gray-300" data-testid={`bo-banner-link-${row.id}`}>
            {row.linkUrl || <span className="font-sans text-gray-500">{t('content.banners.noLink')}</span>}
          </Td>
          <Td label={t('content.sort')} className="text-end text-gray-300 tabular-nums">
            {row.sort}
          </Td>
          <Td label={t('content.status')}>
            <OnOffBadge on={row.isActive}>{t(row.isActive ? 'content.shown' : 'content.hidden')}</OnOffBadge>
          </Td>
        </>
      )}
    />
  );
}
