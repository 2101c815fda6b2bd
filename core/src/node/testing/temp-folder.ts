import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new folder under the OS temp folder, open for passing through (0755): a data folder inside it
 * works when the tests run as root, where the embedded PostgreSQL runs as the user postgres, who must
 * pass through every folder above its cluster (docs/store.md, "Running as root"). mkdtemp makes 0700.
 */
export function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(folder, 0o755);
  return folder;
}
