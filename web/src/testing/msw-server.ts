import { setupServer } from 'msw/node';

import { defaultHandlers } from './handlers';

export const server = setupServer(...defaultHandlers);

/** Requests no handler answered: a test that makes one fails (see setup-tests.ts). */
export const unhandledRequests: string[] = [];
