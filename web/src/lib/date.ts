/** BCP 47 tags of the interface languages, for Intl. */
const LOCALE_TAGS: Readonly<Record<string, string>> = { th: 'th-TH', en: 'en-GB', vi: 'vi-VN' };

/** The Intl locale of an interface language (Thai's for one the site does not have). */
export function localeTag(language: string): string {
  return LOCALE_TAGS[language] ?? 'th-TH';
}

/**
 * A timestamp as date and time in the interface language, in the agent's time zone when
 * known (dates such as "today" are the agent's, docs/money.md). Unparseable input is returned as is.
 */
export function formatDateTime(iso: string | null | undefined, language: string, timeZone?: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeTag(language);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date); // an unknown time zone name
  }
}
