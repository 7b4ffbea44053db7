import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The web build's output (npm run build) as the size tests read it: the Vite manifest, each
// file's size as transferred, and the files a set of chunks loads.

export const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

export interface Chunk {
  name?: string;
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
const sizes = new Map<string, number>();

/**
 * Transferred size of one built file: its brotli copy, made at build time at maximum quality and
 * sent as it is by the server. A file too small for the build to compress is compressed here.
 */
export function transferred(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    const copy = path.join(dist, `${file}.br`);
    size = fs.existsSync(copy)
      ? fs.statSync(copy).size
      : zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file)), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }).length;
    sizes.set(file, size);
  }
  return size;
}

/** The files (JS and CSS) loaded for these manifest keys, following static imports. */
export function filesOf(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
