import { beforeAll, describe, expect, it } from 'vitest';

import { SUPPORTED_LANGUAGES } from '@/config/constants';
import { i18n } from '@/lib/i18n';

import { incidentKindText } from './play-badges';

// Every kind the server sets aside (server/promptplay/models/game.py INCIDENT_KINDS).
const KINDS = [
  'foreign_player',
  'round_conflict',
  'round_exceeds_credit',
  'bad_amount',
  'credit_mismatch',
  'unreadable_row',
  'round_failed',
  'transfer_exceeds_credit',
  'transfer_mismatch',
  'transfer_unreadable',
  'transfer_failed',
];

describe('incidentKindText', () => {
  beforeAll(() => i18n.loadNamespaces('backoffice').then(() => i18n.loadLanguages([...SUPPORTED_LANGUAGES])));

  it.each(SUPPORTED_LANGUAGES)('names every incident kind in words (%s)', (language) => {
    const names = KINDS.map((kind) => incidentKindText(kind, i18n.getFixedT(language, 'backoffice')));
    // Neither the kind nor a missing key's name: words of the dictionary.
    names.forEach((name) => expect(name).not.toMatch(/_|^incident\./));
    expect(new Set(names).size).toBe(KINDS.length);
  });

  it('shows an unknown kind as written', () => {
    expect(incidentKindText('something_new', i18n.getFixedT('en', 'backoffice'))).toBe('something_new');
  });
});
