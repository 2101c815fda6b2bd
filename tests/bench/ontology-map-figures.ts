import { ms } from './stats.ts';
import type { ZoomFigures } from './ontology-map-zoom.ts';

/** What one open of a map measured (ontology-map.bench.ts), and the table it is printed as. */
export interface OpenFigures {
  drawnMs: number;
  respondsMs: number;
  keyToFrameMs: number;
  longestTaskMs: number;
  longTasks: number;
  blockingMs: number;
  layoutShown: boolean;
  /** When the map page asked for its data, from the navigation: the app's own start-up (ms). */
  asksMs: number;
  /** State document and stored layout fetched (ms). */
  loadMs: number;
  /** The worker's layout, 0 when the positions were stored (ms). */
  layoutMs: number;
  /** Building the network in slices between frames, from the first slice to the last (ms). */
  buildMs: number;
  /** The longest main-thread task from the map's data request on (ms), and how many over 50 ms. */
  mapLongestMs: number;
  mapLongTasks: number;
  /** Clusters drawn once the map was fitted (a zoomed-out large map). */
  clusters: number;
  /** The longest slice's add (ms) and the longest clustering or unclustering (ms), both on the main thread. */
  sliceMs: number;
  clusterMs: number;
  /** Zooming in until the clusters open, and fitting again until they are made (see `zoomFigures`). */
  zoom: ZoomFigures | null;
}

/** One open as a row of the table, under FIGURE_HEADERS. */
export function figuresRow(nodes: number, label: string, f: OpenFigures): string[] {
  return [
    String(nodes),
    label,
    f.layoutShown ? 'worker' : 'stored',
    ms(f.loadMs),
    ms(f.layoutMs),
    ms(f.buildMs),
    ms(f.drawnMs),
    ms(f.respondsMs),
    ms(f.asksMs),
    ms(f.respondsMs - f.asksMs - f.loadMs - f.layoutMs),
    ms(f.keyToFrameMs),
    ms(f.longestTaskMs),
    ms(f.mapLongestMs),
    String(f.mapLongTasks),
    ms(f.blockingMs),
    String(f.clusters),
    ms(f.sliceMs),
    ms(f.clusterMs),
    f.zoom ? ms(f.zoom.openMs) : '–',
    f.zoom ? ms(f.zoom.openLongestMs) : '–',
    f.zoom ? ms(f.zoom.closeMs) : '–',
    f.zoom ? ms(f.zoom.closeLongestMs) : '–',
  ];
}

export const FIGURE_HEADERS = [
  'nodes',
  'open',
  'positions',
  'load (ms)',
  'worker layout (ms)',
  'build in slices (ms)',
  'drawn (ms)',
  'responds (ms)',
  'map asks (ms)',
  'data → responds (ms)',
  'key → frame (ms)',
  'longest task (ms)',
  'longest map task (ms)',
  'map tasks > 50 ms',
  'blocking (ms)',
  'clusters',
  'longest slice (ms)',
  'clustering (ms)',
  'zoom in: open (ms)',
  'longest task (ms)',
  'fit: cluster (ms)',
  'longest task (ms)',
];
