/** Small helpers of the benchmarks: latency percentiles, a seeded random source and Markdown tables. */

export interface Summary {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile (q in 0..100) of samples sorted ascending. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

/** Milliseconds as a reader wants them: two decimals below 10, one below 100, none above. */
export function ms(value: number): string {
  return value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0);
}

/** A whole number with thousands separators (1,000,000). */
export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** A Markdown table with padded columns (readable in a terminal, pasteable into docs). */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/**
 * Runs `work` `runs` times, one after another; the table cells of its timing: p50, p95 and max in ms,
 * and the size of the last reply (`work` answers its byte count) in MB.
 */
export async function timedRuns(runs: number, work: (run: number) => Promise<number>): Promise<string[]> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    bytes = await work(i);
    samples.push(performance.now() - started);
  }
  const sorted = samples.sort((a, b) => a - b);
  return [ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted.at(-1)!), `${(bytes / 1e6).toFixed(2)} MB`];
}
