/** Composes the tab title: the page title plus the customer name, spec shell.md §1. */
export function composeTitle(pageTitle: string | null, defaultTitle: string, customerName: string): string {
  const parts = [pageTitle || defaultTitle, customerName].filter((p) => p.trim() !== '');
  return [...new Set(parts)].join(' — ');
}
