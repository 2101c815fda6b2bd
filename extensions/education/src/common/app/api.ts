/**
 * The education area's call about the signed-in user, mounted under `/api/` (docs/education.md "Menu
 * entries by role"): whether they teach, for the `education.teaches` context key of the main menu.
 */
export const EDU_ME_API = {
  /** GET → EduMe. */
  me: 'edu/me',
};

/** The app part's calls, mounted under `/api/` (paths without it). */
export const EDU_ME_API_PATHS: readonly string[] = [EDU_ME_API.me];

/** What `GET edu/me` answers. */
export interface EduMe {
  /** An administrator, or an active `author` or `teacher` assignment on a course (domain.md §6). */
  teaches: boolean;
}
