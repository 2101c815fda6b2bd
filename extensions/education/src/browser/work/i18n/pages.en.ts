import type { pages as ru } from './pages.ru.ts';

export const pages: typeof ru = {};
