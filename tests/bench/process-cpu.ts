import { readdirSync, readFileSync } from 'node:fs';

/** utime, stime, cutime, cstime of /proc/<pid>/stat, in seconds (clock ticks of 1/100 s). */
function stat(pid: number): { ppid: number; cpu: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { ppid: Number(fields[1]), cpu: ticks / 100 };
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * CPU seconds used so far by the processes this one started (here: the embedded PostgreSQL and its
 * backends), ended ones included through their parents' counts of waited-for children. Linux only.
 * Unlike wall time, it is not inflated by other work on the shared cores (docs/benchmarks.md).
 */
export function childrenCpuSeconds(root = process.pid): number {
  const all = new Map<number, { ppid: number; cpu: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) all.set(Number(name), s);
  }
  const inTree = (pid: number): boolean => {
    for (let p = all.get(pid)?.ppid; p !== undefined && p > 1; p = all.get(p)?.ppid) if (p === root) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, s] of all) if (inTree(pid)) sum += s.cpu;
  return sum;
}

/** CPU seconds this process has used (user + system). */
export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
