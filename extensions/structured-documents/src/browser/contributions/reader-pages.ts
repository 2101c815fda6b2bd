import type { ComponentType } from 'react';
import type { RoutePageProps } from '@ontobench/sdk';
import type * as ReaderPagesModule from '../viewer/reader-pages.ts';

/** One of the reader's pages, from their shared lazy chunk (viewer/reader-pages.ts). */
export const readerPage =
  (name: keyof typeof ReaderPagesModule) => (): Promise<{ default: ComponentType<RoutePageProps> }> =>
    import('../viewer/reader-pages.ts').then((pages) => ({ default: pages[name] }));
