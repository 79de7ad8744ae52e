import { describe, expect, it } from 'vitest';

import { useRegistrationStore } from './registration-store';

describe('registration store', () => {
  it('remembers the new credentials in memory only, and forgets them', () => {
    useRegistrationStore.getState().remember({ username: 'newbie', password: 'newbie123' });
    expect(useRegistrationStore.getState()).toMatchObject({ username: 'newbie', password: 'newbie123' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('newbie123');
    useRegistrationStore.getState().forget();
    expect(useRegistrationStore.getState()).toMatchObject({ username: null, password: null });
  });
});
