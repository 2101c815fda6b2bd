import type { AccessPolicy } from '../access-policy.ts';
import type { InterimArea } from './interim-area.ts';

/** The diagram roles, spec shell.md §3 and domain.md §3 ("Diagram"): editor (can edit), reader (cannot). */
export const DIAGRAM_ROLE_CODES = ['editor', 'reader'] as const;

/** A reader of a diagram reads it; an editor may change it. */
export const DIAGRAM_ACCESS_POLICY: AccessPolicy = { readOnlyRoleCodes: ['reader'] };

/** The diagram area as far as the core needs it today: the rule of its roles (they are codes, not rows). */
export const DIAGRAM_INTERIM: InterimArea = { id: 'diagram', accessPolicy: DIAGRAM_ACCESS_POLICY };
