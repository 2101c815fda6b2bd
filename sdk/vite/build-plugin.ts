/**
 * Builds a plugin package with its own `vite.config.ts`, for tests and scripts. The config is
 * loaded with Vite's module runner, so a TypeScript config that imports this TypeScript preset works
 * without a compile step.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { headerFromPackageJson } from './header.ts';

/** Where the bundle of a plugin package lands (its `dist/<id>.plugin.js`). */
export function bundlePath(pluginRoot: string): string {
  const pkg: unknown = JSON.parse(readFileSync(path.join(pluginRoot, 'package.json'), 'utf8'));
  return path.join(pluginRoot, 'dist', `${headerFromPackageJson(pkg).id}.plugin.js`);
}

/** The result of {@link buildPlugin}. */
export interface BuiltPlugin {
  /** The bundle's absolute path. */
  file: string;
  /** The bundle's code. */
  code: string;
  /** Code-split chunks beside it, by file name (only with `codeSplitting`); upload them with the bundle. */
  chunks: Record<string, string>;
}

/** The chunks beside a built bundle: every other `.js` file of its folder. */
export function readChunks(bundleFile: string): Record<string, string> {
  const dir = path.dirname(bundleFile);
  const names = readdirSync(dir).filter((name) => name.endsWith('.js') && name !== path.basename(bundleFile));
  return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

/** Runs `vite build` in `pluginRoot` and returns the bundle's path and code. */
export async function buildPlugin(pluginRoot: string): Promise<BuiltPlugin> {
  const root = path.resolve(pluginRoot);
  await build({ root, configLoader: 'runner', logLevel: 'warn', mode: 'production' });
  const file = bundlePath(root);
  return { file, code: readFileSync(file, 'utf8'), chunks: readChunks(file) };
}
