/**
 * Graph physics defaults, spec shell.md §3 ("Graph physics settings (stored per user)") and domain.md
 * §9. The ontology maps are the area that draws graphs today, so it owns them (they left the core's
 * constants, docs/architecture.md "Core holds mechanisms"); the graph area, once built, takes them
 * from here through a token of this extension or declares its own.
 */
export const PHYSICS_DEFAULTS = {
  gravitationalConstant: -2000,
  centralGravity: 0.3,
  springLength: 150,
  springConstant: 0.04,
  damping: 0.09,
  maxVelocity: 50,
  minVelocity: 0.1,
  timestep: 0.5,
} as const;

/** Graph physics settings (domain.md §3, defaults §9): stored per user in the browser; the server lays out with the defaults. */
export type PhysicsSettings = { -readonly [K in keyof typeof PHYSICS_DEFAULTS]: number };
