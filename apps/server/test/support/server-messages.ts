import fs from 'node:fs';
import path from 'node:path';

/**
 * The messages the server's code can answer with, read from its source: the first argument of the
 * error helpers (`invalid('…')`, `new HttpError(409, '…')`) and every `message: '…'` of an answer.
 * A template literal comes back with each `${…}` as `{0}`, `{1}`…
 */
const CALL =
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|invalid|say)\(\s*|new HttpError\(\s*\d+,\s*|\bmessage(?::| =)\s*/g;

/** Messages only ever written to the log, never to a person. */
const LOG_ONLY = new Set(['A non-error value was thrown', 'database refused a statement: {0}']);
/** A 422's message is a field label and a message, each put in Spanish on its own. */
const COMPOSED = new Set(['{0}: {1}']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-fixtures/.test(entry.name) ? [full] : [];
  });
}

/** The string literal starting at `at` (quote included) with `${…}` turned into `{n}`, or null. */
function literalAt(text: string, at: number): string | null {
  const quote = text[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let out = '';
  let holes = 0;
  for (let i = at + 1; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\') {
      out += text[i + 1];
      i += 1;
    } else if (c === quote) return out;
    else if (quote === '`' && c === '$' && text[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        if (text[i] === '{') depth += 1;
        if (text[i] === '}') depth -= 1;
        if (depth > 0) i += 1;
      }
      out += `{${holes}}`;
      holes += 1;
    } else out += c;
  }
  return null;
}

/** The literals of a conditional argument (`active ? 'Saved' : 'Removed'`), up to the end of the argument. */
function choicesAt(text: string, at: number): string[] {
  const out: string[] = [];
  let depth = 0;
  for (let i = at; i < text.length && i < at + 400; i += 1) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) break;
      depth -= 1;
    } else if ((c === ',' || c === ';') && depth === 0) break;
    else if (c === "'" || c === '"' || c === '`') {
      const literal = literalAt(text, i);
      if (literal === null) break;
      if (/^[A-Z{]/.test(literal) && /\s/.test(literal)) out.push(literal);
      i += 1;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
    }
  }
  return out;
}

export function serverMessages(root: string): { message: string; file: string }[] {
  const files = sourceFiles(path.join(root, 'apps/server/src'));
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const constants = new Map<string, string>();
  for (const text of texts.values()) {
    for (const found of text.matchAll(/\bconst ([A-Z][A-Z0-9_]+) = (?=['"`])/g)) {
      const value = literalAt(text, found.index + found[0].length);
      if (value !== null) constants.set(found[1]!, value);
    }
  }
  const found: { message: string; file: string }[] = [];
  for (const [file, text] of texts) {
    for (const call of text.matchAll(CALL)) {
      const at = call.index + call[0].length;
      const literal = literalAt(text, at);
      const name = /^[A-Z][A-Z0-9_]+\b/.exec(text.slice(at))?.[0];
      const messages = literal !== null ? [literal] : name ? [constants.get(name)] : choicesAt(text, at);
      for (const message of messages)
        if (message && !LOG_ONLY.has(message) && !COMPOSED.has(message))
          found.push({ message, file: path.relative(root, file) });
    }
  }
  return found;
}
