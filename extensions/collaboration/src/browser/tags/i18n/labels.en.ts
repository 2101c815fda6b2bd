/** The tags part's labels (namespace `collaboration`, key `tags`). */
export const labels = {
  menu: 'Tags',
  title: 'Tags',
  create: 'Create tag',
  manage: 'Manage tags',
};
