import type { DeepStringRecord } from '../../i18n/types.ts';
import type { physicsRu } from './physics.ru.ts';

/** Shell texts of the graph physics panel, English, typed against the Russian set. */
export const physicsEn: DeepStringRecord<typeof physicsRu> = {
  physics: {
    title: 'Graph physics',
    open: 'Physics',
    live: 'Live physics',
    apply: 'Lay out again',
    reset: 'Defaults',
    close: 'Close',
    gravitationalConstant: 'Gravitational constant',
    centralGravity: 'Central gravity',
    springLength: 'Spring length',
    springConstant: 'Spring constant',
    damping: 'Damping',
    maxVelocity: 'Maximum velocity',
    minVelocity: 'Minimum velocity',
    timestep: 'Timestep',
  },
};
