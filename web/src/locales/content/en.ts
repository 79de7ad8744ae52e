import type { ContentResource } from '../types';

/** The content pages' texts in English. */
export const en: ContentResource = {
  loading: 'Loading the content…',
  loadFailed: 'This content could not be loaded',
  updated: 'Last updated {{date}}',
  published: 'Published {{date}}',
  otherLanguage: 'Not available in this language yet: shown in {{language}}',
  languages: {
    th: 'Thai',
    en: 'English',
    vi: 'Vietnamese',
  },
  help: {
    questions: 'Frequently asked questions',
    empty: 'No questions yet',
    all: 'See all questions',
  },
  articles: {
    empty: 'No articles yet',
    read: 'Read more',
    back: 'All articles',
    notFound: 'This article was not found. It may have been taken down.',
    prev: 'Previous',
    next: 'Next',
    pageInfo: 'Page {{page}} of {{total}}',
    pages: 'Pages of articles',
  },
  landing: {
    play: 'Go to the games',
    highlights: 'Why play with us',
    adults: '18+ For adults aged 18 and over only. Play responsibly.',
  },
};
