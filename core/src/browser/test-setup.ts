import 'reflect-metadata/lite';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a dialog's first render can take
// longer than that without anything being wrong. A real failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
