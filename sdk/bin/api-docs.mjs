#!/usr/bin/env node
// `npm run docs:api`: the SDK's API reference, generated from its types into docs/api-reference/
// (Markdown, one page per entry point), then formatted like the rest of the docs. An argument names
// another folder (the test that keeps the committed reference current writes to a temp folder).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.dirname(sdk);
const out = path.resolve(process.argv[2] ?? path.join(root, 'docs/api-reference'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args, cwd) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

rmSync(out, { recursive: true, force: true });
run(bin('typedoc'), ['--options', 'typedoc.json', '--out', out], sdk);
// The repository's Prettier settings, wherever the folder is.
run(bin('prettier'), ['--write', '--log-level', 'warn', '--config', path.join(root, '.prettierrc.json'), out], root);
console.log(`API reference written to ${path.relative(process.cwd(), out) || '.'}`);
