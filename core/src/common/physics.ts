/**
 * Graph physics defaults (domain.md §9: gravitational constant -2000, central gravity 0.3, spring length
 * 150, spring constant 0.04, damping 0.09, max velocity 50, min velocity 0.1, timestep 0.5), the settings
 * every graph of the product is drawn with unless the user changed them (shell.md §3 "Graph physics
 * settings (stored per user)"). Shared by the ontology maps and the graphs area through the SDK; the
 * server lays maps out with them.
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

/** Graph physics settings (domain.md §3, defaults §9): stored per user in the browser. */
export type PhysicsSettings = { -readonly [K in keyof typeof PHYSICS_DEFAULTS]: number };
