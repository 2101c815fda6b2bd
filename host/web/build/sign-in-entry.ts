import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The light sign-in page's start module (core/src/browser/sign-in), built as an entry of its own. */
const LIGHT_SIGN_IN_START = '../../../core/src/browser/sign-in/start-light-sign-in.tsx';

/**
 * The packages every start of the full app runs (kernel, state, router, dates) and the sign-in page never
 * does: one chunk of their own instead of one per set of importers (home after sign-in −0.6 kB). Of
 * dayjs's plugins only the one the shell uses: the others stay with the lazy code that imports them
 * (mermaid's three would add 1.8 kB to every first page).
 */
const KERNEL_PACKAGES =
  /[\\/]node_modules[\\/](?:(?:inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|mobx|mobx-react-lite|wouter)[\\/]|dayjs[\\/](?!plugin[\\/])|dayjs[\\/]plugin[\\/]customParseFormat)/;

/** The name of its entry chunk: the size guard does not count it as the page's entry. */
export const LIGHT_SIGN_IN_ENTRY = 'sign-in';

/**
 * Builds the light sign-in page as a second entry and gathers the packages it needs into one `vendor`
 * chunk (docs/benchmarks.md, "First-page budget").
 *
 * The page's entry (main.tsx) is a few kB and starts either the light sign-in page or the full app
 * through a dynamic import. Rolldown's `$initial` tag names what the build's entries import statically
 * (after tree-shaking), so with the light page as an entry, `vendor` holds exactly the packages the
 * sign-in page needs: React, i18next, the Fluent parts of the form. Without a group the bundler cuts the
 * packages into one chunk per set of importers (the shared modules published for plugins add many sets):
 * dozens of small chunks, and gzip loses on every cut (measured: 27 chunks and 153 kB for sign-in, home
 * after sign-in +6 kB). The kernel's packages go into `kernel-vendor`; the full app's other packages are
 * chunked by the bundler, as its lazy pages are. Every module is in one chunk only: react-dom is never
 * fetched twice.
 *
 * index.html loads only main.tsx: the size guard counts the light page's entry chunk as a lazy chunk
 * of the sign-in page, not as the entry every page loads.
 */
export function lightSignInEntry(): Plugin {
  return {
    name: 'ontobench-light-sign-in-entry',
    apply: 'build',
    config(config) {
      const html = path.resolve(config.root ?? '.', 'index.html');
      return {
        build: {
          rolldownOptions: {
            input: { index: html, [LIGHT_SIGN_IN_ENTRY]: fileURLToPath(new URL(LIGHT_SIGN_IN_START, import.meta.url)) },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                  { name: 'kernel-vendor', test: KERNEL_PACKAGES, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
