import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The hashes of the inline scripts the built `index.html` may run, for the page's script-src: its one
 * `<script type="importmap">` (host/web/build/shared-modules.ts writes it). Read from the file itself,
 * so the policy follows the build; read again when the file changes (a rebuild under a running server).
 */
export class IndexScripts {
  private readonly file: string;
  private seen: { mtimeMs: number; size: number; hashes: string[] } | null = null;

  constructor(webRoot: string) {
    this.file = path.join(webRoot, 'index.html');
  }

  /** `sha256-<base64>` of each import map; [] without an index.html. Throws on any other inline script. */
  hashes(): string[] {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return [];
    }
    if (this.seen && this.seen.mtimeMs === stat.mtimeMs && this.seen.size === stat.size) return this.seen.hashes;
    const hashes = inlineScriptHashes(fs.readFileSync(this.file, 'utf8'), this.file);
    this.seen = { mtimeMs: stat.mtimeMs, size: stat.size, hashes };
    return hashes;
  }
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const IMPORT_MAP_TYPE = /\btype\s*=\s*["']?importmap["']?/i;
const SOURCE = /\bsrc\s*=/i;

/**
 * The hashes of the import maps in an HTML page. Any other inline script is a build mistake that the
 * policy would block in every browser: said at start-up, not discovered as a blank page.
 */
export function inlineScriptHashes(html: string, where = 'index.html'): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SOURCE.test(attributes!)) continue;
    if (!IMPORT_MAP_TYPE.test(attributes!)) {
      throw new Error(
        `${where} holds an inline script, which the Content-Security-Policy forbids; move it to a file ` +
          '(only the import map is allowed inline, by its hash)',
      );
    }
    hashes.push(`sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
  }
  return hashes;
}
