/**
 * The reader's pages in one lazy chunk: the viewer, the element link, the compare and the public page.
 * One dynamic import for the four routes keeps their entry in the area's eager contributions to one
 * preload list (the home page's budget pays for every list, host/web/build/budgets.ts).
 */
export { default as ViewerPage } from './pages/ViewerPage.tsx';
export { default as EditElementPage } from './pages/EditElementPage.tsx';
export { default as ComparePage } from '../compare/pages/ComparePage.tsx';
export { default as PublicStructuredPage } from '../public/pages/PublicStructuredPage.tsx';
