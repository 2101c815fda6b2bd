import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A fake built app for server tests: `index.html`, one hashed script under `assets/` and the extra
 * files given (path → text), in a temp folder. Remove it with `fs.rm(root, { recursive: true })`.
 */
export async function makeWebRoot(indexHtml: string, extra: Readonly<Record<string, string>> = {}): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-web-'));
  await fs.mkdir(path.join(root, 'assets'));
  await fs.writeFile(path.join(root, 'index.html'), indexHtml);
  await fs.writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
  for (const [file, text] of Object.entries(extra)) await fs.writeFile(path.join(root, file), text);
  return root;
}
