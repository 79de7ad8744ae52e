import { describe, expect, it } from 'vitest';

import { BO_LANGUAGES, translate } from '../i18n';
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
  it.each(BO_LANGUAGES)('names every incident kind in words (%s)', (language) => {
    const names = KINDS.map((kind) => incidentKindText(kind, (key, vars) => translate(language, key, vars)));
    // Neither the kind nor a missing key's name: words of the dictionary.
    names.forEach((name) => expect(name).not.toMatch(/_|^incident\./));
    expect(new Set(names).size).toBe(KINDS.length);
  });

  it('shows an unknown kind as written', () => {
    expect(incidentKindText('something_new', (key) => translate('en', key))).toBe('something_new');
  });
});
