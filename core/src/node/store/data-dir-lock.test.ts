import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('data folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ontobench-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is exclusive until released', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    lockDataDir(dir).release();
    expect(fs.existsSync(path.join(dir, 'ontobench.lock'))).toBe(false);
  });

  it('refuses a folder locked by another live process', () => {
    // The parent of this test process is alive for sure.
    fs.writeFileSync(path.join(dir, 'ontobench.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that died', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, 'ontobench.lock'), dead.stdout.toString());
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'ontobench.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
