import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { server, unhandledRequests } from './msw-server';
import { clearQuerySeeds } from './render';

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
});

afterEach(() => {
  cleanup();
  clearQuerySeeds();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  const unhandled = unhandledRequests.splice(0);
  expect(unhandled, 'requests without an MSW handler').toEqual([]);
});

afterAll(() => server.close());
