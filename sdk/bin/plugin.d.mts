// Types of plugin.mjs for this repository's tests (the bin itself is plain JavaScript, run by Node).
export interface BuiltPluginFiles {
  header: { id: string; version: string; [field: string]: unknown };
  code: string;
  chunks: Record<string, string>;
}
export function readBuiltPlugin(root: string): BuiltPluginFiles;
export function withVersion(code: string, version: string): string;
export function devVersion(version: string, now?: number): string;
export function signIn(server: string, env?: Record<string, string | undefined>): Promise<string>;
export function upload(
  server: string,
  token: string,
  code: string,
  chunks?: Record<string, string>,
): Promise<{ record: { name: string; version: string }; upgraded: boolean }>;
