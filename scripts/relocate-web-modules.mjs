// Moves the web modules that features share out of `app/` into the folders DESIGN §3 gives them
// (page paths to `config/`, the not-found and forbidden pages to `components/`, the menu model to
// `lib/`) and rewrites every relative import of them across the repository, so that features
// import `config/`, `lib/` and `components/`, never `app/`. Only import specifiers change.
// Safe to run again: moved files are left in place and new imports of the old paths are rewritten.
// Usage: node scripts/relocate-web-modules.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';

/** Old path → new path, relative to the repository root. */
const MOVES = {
  [`${web}/app/paths.ts`]: `${web}/config/paths.ts`,
  [`${web}/app/not-found-page.tsx`]: `${web}/components/not-found-page.tsx`,
  [`${web}/app/forbidden-page.tsx`]: `${web}/components/forbidden-page.tsx`,
  [`${web}/app/menu-model.ts`]: `${web}/lib/menu-model.ts`,
};

const stripExt = (file) => file.replace(/\.(tsx?|mts|jsx?|mjs)$/, '');
/** Module id (path without extension) → new module id. */
const moduleMoves = new Map(Object.entries(MOVES).map(([from, to]) => [stripExt(from), stripExt(to)]));

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

// 1. Move the files (with git, so that history follows them).
/** Current path of a moved file → the folder its imports were written from. */
const writtenFrom = new Map();
for (const [from, to] of Object.entries(MOVES)) {
  const fromExists = fs.existsSync(path.join(root, from));
  const toExists = fs.existsSync(path.join(root, to));
  if (fromExists && toExists) {
    console.error(`Both ${from} and ${to} exist: merge ${from} into ${to} by hand, then run again.`);
    process.exitCode = 1;
    continue;
  }
  if (!fromExists) continue;
  fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  git('mv', from, to);
  writtenFrom.set(to, path.posix.dirname(from));
  console.log(`moved ${from} → ${to}`);
}

// 2. Rewrite relative specifiers that name a moved module (or, inside a moved file, any module).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;
const files = git('ls-files', '--cached', '--others', '--exclude-standard', '-z')
  .split('\0')
  .filter((file) => /\.(tsx?|mts|mjs|js)$/.test(file) && !file.includes('node_modules/'))
  .filter((file) => fs.existsSync(path.join(root, file)));

let changedFiles = 0;
let changedImports = 0;
for (const file of files) {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const here = path.posix.dirname(file);
  const base = writtenFrom.get(file) ?? here;
  let count = 0;
  const next = source.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const ext = /\.(tsx?|mts|jsx?|mjs)$/.exec(spec)?.[0] ?? '';
    const target = stripExt(path.posix.normalize(path.posix.join(base, spec)));
    const moved = moduleMoves.get(target);
    if (!moved && base === here) return whole;
    let rel = path.posix.relative(here, moved ?? target) + ext;
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (rel === spec) return whole;
    count += 1;
    return `${lead}${quote}${rel}${quote}`;
  });
  if (count) {
    fs.writeFileSync(path.join(root, file), next);
    changedFiles += 1;
    changedImports += count;
  }
}
console.log(`rewrote ${changedImports} imports in ${changedFiles} files`);
