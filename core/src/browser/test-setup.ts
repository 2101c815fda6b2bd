import 'reflect-metadata/lite';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a dialog's first render can take
// longer than that without anything being wrong. A real failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

// Unit tests never reach the network: a request no fake answered (the shell's maintenance poll in a shell
// test, say) fails at once as a browser's offline fetch does, instead of going to whatever listens on
// happy-dom's origin (localhost:3000) and logging ECONNREFUSED. Tests that want fetch stub it themselves.
globalThis.fetch = (async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  throw new TypeError(`Failed to fetch ${url}: unit tests do not reach the network`);
}) as typeof fetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
