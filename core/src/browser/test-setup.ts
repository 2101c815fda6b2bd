import 'reflect-metadata/lite';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Each file starts from the same window (the test address, an empty page) and each test ends with real
 * timers and empty storage; a file leaves no spy or stubbed global behind.
 */
beforeAll(() => {
  (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL('http://localhost:3000/');
  document.body.innerHTML = '';
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
