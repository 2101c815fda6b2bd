/**
 * The portfolio part's calls (issue 20 item 6; shell.md §2 `/portfolio-projects`, `/portfolio-project/{id}`):
 * a student's projects — name, description and links to their documents, ontologies and diagrams. Who
 * reads what (docs/education.md "Portfolio"): the author (the student) reads and edits; the teachers of a
 * flow the student is in (an active `student` assignment on a flow of a course where the teacher holds
 * `teacher` or `author`) read; administrators read and edit; anyone else gets 404, as for an unknown id.
 */

/** A linked object: its id, name and class (the browser opens it by the kind that declares the class). */
export interface PortfolioLink {
  id: string;
  name: string;
  classId: string;
}

/** A project as the lists show it. */
export interface PortfolioProjectSummary {
  id: string;
  name: string;
  description: string;
  author: { id: string; name: string };
  /** YYYY-MM-DD. */
  created: string | null;
  links: number;
}

/** `GET edu/portfolio-projects`: the user's own projects, and their students' (a teacher; administrators: everyone else's). */
export interface PortfolioProjects {
  mine: PortfolioProjectSummary[];
  students: PortfolioProjectSummary[];
}

/** `GET edu/portfolio-projects/:id`: one project, its links, and whether the user may change it. */
export interface PortfolioProject extends Omit<PortfolioProjectSummary, 'links'> {
  links: PortfolioLink[];
  editable: boolean;
}

/** `POST` (name required) and `PATCH` (every field optional) bodies; `links` replaces the list. */
export interface PortfolioProjectInput {
  name?: string;
  description?: string;
  links?: string[];
}

export const PORTFOLIO_API = {
  /** GET → PortfolioProjects; POST PortfolioProjectInput → PortfolioProject (the author: the caller). */
  projects: 'edu/portfolio-projects',
  /** GET → PortfolioProject; PATCH PortfolioProjectInput → PortfolioProject; DELETE → 204. */
  project: (id: string) => `edu/portfolio-projects/${id}`,
} as const;

/** The most links a project holds, and the longest name and description (characters). */
export const PORTFOLIO_LIMITS = { links: 100, name: 200, description: 10_000 } as const;

/** The portfolio part's calls, mounted under `/api/` (paths without it). */
export const PORTFOLIO_API_PATHS: readonly string[] = [PORTFOLIO_API.projects, PORTFOLIO_API.project(':id')];
