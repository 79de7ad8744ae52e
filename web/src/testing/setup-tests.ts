import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { server, unhandledRequests } from './msw-server';
import { clearQuerySeeds } from './render';

// A page's first render in a file loads its lazy modules cold, which on a loaded machine (the
// whole suite beside a browser tier) can pass the library's 1 s: wait up to 5 s for what must
// appear. A test that waits for what must not appear still fails, only later.
configure({ asyncUtilTimeout: 5000 });

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
