import { queryOptions } from '@tanstack/react-query';

import type { Schema, TemplateSetting } from '@/types/api';

import { boKeys } from './backoffice-api';
import { staffApi } from './client';
import { uploadImageTo } from './engagement-api';
import type { UploadedImage } from './engagement-types';

/* The template calls of the back office (docs/api.md "Templates and preview"). */

/** One of the agent's host names with its own logo and background (null: the template's). */
export type TemplateDomain = Schema<'TemplateDomain'>;
/** GET and PUT /backoffice/template: the saved setting, the layouts it may name, the host names. */
export type TemplatePage = Omit<Schema<'TemplatePage'>, 'templateSetting'> & { templateSetting: TemplateSetting };
/** A whole template setting as the server checks it: every field, each button in full. */
export type TemplateSettingBody = Schema<'TemplateSettingIn'>;
export type TemplateButtonBody = Schema<'ButtonIn'>;
/** Both images every time: null drops the host's own. */
export type DomainBranding = Schema<'BrandingBody'>;
/** A preview of one host name, live for two hours: the site opened with `?previewId=` follows its draft. */
export type TemplatePreview = Schema<'Preview'>;
/** A change of a preview's draft: a whole template setting, or an image over everything (null drops it). */
export type PreviewChange = Schema<'PreviewTemplate'> | Schema<'PreviewImage'>;

export const templateKeys = {
  page: () => [...boKeys.all, 'template'] as const,
  preview: (domain: string) => [...boKeys.all, 'template', 'preview', domain] as const,
};

const quiet = { silent: true } as const;

export const templateApi = {
  page: () => staffApi.get<TemplatePage>('backoffice/template', quiet),
  /** Checked in full; the site serves it at once. Answers the page as GET does. */
  publish: (templateSetting: TemplateSettingBody) => staffApi.put<TemplatePage>('backoffice/template', { templateSetting }, quiet),
  /** Both images every time: null drops the host's own. */
  saveBranding: (domainId: number, body: DomainBranding) =>
    staffApi.put<TemplateDomain>(`backoffice/domains/${domainId}/branding`, body, quiet),
  /** A logo, background or favicon: PNG, JPEG, WebP or GIF, at most 1 MiB. */
  uploadImage: (file: File): Promise<UploadedImage> => uploadImageTo('backoffice/template/uploadImage', file),
  /** A new preview of `domain` (the primary host when empty); its draft starts as the saved setting. */
  openPreview: (domain: string) => staffApi.post<TemplatePreview>('backoffice/template/previews', domain ? { domain } : {}, quiet),
  /** Changes the draft; the server sends it to that preview's frames only. */
  changePreview: (previewId: string, change: PreviewChange) =>
    staffApi.put<Schema<'PreviewRef'>>(`backoffice/template/previews/${encodeURIComponent(previewId)}`, change, quiet),
};

export const templatePageQuery = () => queryOptions({ queryKey: templateKeys.page(), queryFn: templateApi.page, staleTime: 0 });

/**
 * The preview of one host name, opened once per visit of the page (a query rather than an
 * effect, so that a double mount opens one); it is forgotten when the page closes.
 */
export const templatePreviewQuery = (domain: string) =>
  queryOptions({
    queryKey: templateKeys.preview(domain),
    queryFn: () => templateApi.openPreview(domain),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * Where the site of `domain` answers, opened as the preview `previewId`: same scheme and port as
 * the back office (in development every host is localhost on one port).
 */
export function previewUrl(domain: string, previewId: string, location: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${location.protocol}//${domain}${location.port ? `:${location.port}` : ''}/?previewId=${encodeURIComponent(previewId)}`;
}
