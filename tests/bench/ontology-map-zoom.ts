import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';

/** The zoom figures of the map bench (tests/bench/ontology-map.bench.ts), on a clustered map. */
export interface ZoomFigures {
  openMs: number;
  openLongestMs: number;
  closeMs: number;
  closeLongestMs: number;
}

/**
 * With the map clustered: twelve `+` (scale ×14) until every cluster is open, then `0` (fit) until they
 * are made again. Each time runs from the key to the end of the last batch (the 150 ms the zoom is left
 * to settle included); its longest task is the longest main-thread task meanwhile.
 */
export async function zoomFigures(page: Page): Promise<ZoomFigures | null> {
  const canvas = '[data-testid="onto-map-canvas"]';
  if ((await page.locator(canvas).getAttribute('data-clusters')) === '0') return null;
  const phase = async (keys: string[], open: boolean) => {
    const start = await page.evaluate(() => performance.now());
    for (const key of keys) await page.keyboard.press(key);
    await page.waitForFunction(
      (wantOpen) => {
        const clusters = document.querySelector<HTMLElement>('[data-testid="onto-map-canvas"]')?.dataset.clusters;
        return wantOpen ? clusters === '0' : clusters !== '0';
      },
      open,
      { polling: 'raf', timeout: 60_000 },
    );
    // Batches come a frame apart: the phase is over once none came for a second.
    await sleep(1000);
    return page.evaluate((from) => {
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      const end = Math.max(...performance.getEntriesByName('onto-map:cluster').map((e) => e.startTime + e.duration));
      const tasks = w.longTasks.filter((t) => t.start >= from && t.start <= end).map((t) => t.duration);
      return { ms: end - from, longest: Math.max(0, ...tasks) };
    }, start);
  };
  const opened = await phase(Array<string>(12).fill('+'), true);
  const closed = await phase(['0'], false);
  return { openMs: opened.ms, openLongestMs: opened.longest, closeMs: closed.ms, closeLongestMs: closed.longest };
}
