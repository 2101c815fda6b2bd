import { documentPath } from '../../common/routes.ts';

/** `/publications?id=<id>`: the publications page with one publication open. */
export const publicationsPath = (id: string) => `/publications?id=${encodeURIComponent(id)}`;

/** The view link of a publication (shell.md §2: "the view link carries query type=publication"). */
export const publicationViewPath = (id: string) => `${documentPath.tree(id)}?type=publication`;
