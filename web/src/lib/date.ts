/** BCP 47 tags of the interface languages, for Intl. */
const LOCALE_TAGS: Readonly<Record<string, string>> = { th: 'th-TH', en: 'en-GB', vi: 'vi-VN' };

/** The Intl locale of an interface language (Thai's for one the site does not have). */
export function localeTag(language: string): string {
  return LOCALE_TAGS[language] ?? 'th-TH';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The date format of `locale` and `options`, in `timeZone` when Intl knows it (the agent's,
 * docs/money.md) and this device's zone otherwise. Each is made once: making one costs far more
 * than using it (Thai's loads its calendar), and a list formats a date or two per row.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string | null): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || undefined });
    } catch {
      format = new Intl.DateTimeFormat(locale, options); // an unknown time zone name
    }
    dateFormats.set(key, format);
  }
  return format;
}

/** The number format of `locale` and `options`, made once (see dateFormat). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A timestamp in the interface language and the agent's zone; unparseable input as it is. */
function formatInstant(iso: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions, timeZone?: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(localeTag(language), options, timeZone).format(date);
}

/**
 * A timestamp as date and time in the interface language, in the agent's time zone when
 * known (dates such as "today" are the agent's, docs/money.md). Unparseable input is returned as is.
 */
export function formatDateTime(iso: string | null | undefined, language: string, timeZone?: string | null): string {
  return formatInstant(iso, language, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
}

/** A timestamp's date ("26 Nov 2026") in the interface language and the agent's time zone. */
export function formatDate(iso: string | null | undefined, language: string, timeZone?: string | null): string {
  return formatInstant(iso, language, { dateStyle: 'medium' }, timeZone);
}

/** A timestamp's date written out ("26 November 2026"), as formatDate. */
export function formatLongDate(iso: string | null | undefined, language: string, timeZone?: string | null): string {
  return formatInstant(iso, language, { dateStyle: 'long' }, timeZone);
}
