import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_TYPES, type MediaKind } from '@dripp/contract/media';

export type { MediaKind };

/** A media type the portal can serve, identified from the bytes themselves. */
export interface DetectedType {
  /** Canonical extension: jpg, png, gif, svg, mp4, mov, pdf, docx, doc, xlsx or xls. */
  ext: string;
  mime: string;
  isVideo: boolean;
  kind: MediaKind;
}

/** The portal's types (the contract's one list), as detection answers them. */
const TYPES: Record<string, DetectedType> = Object.fromEntries(
  Object.entries(MEDIA_TYPES).map(([ext, { mime, kind }]) => [ext, { ext, mime, isVideo: kind === 'video', kind }]),
);

/** Old Word and Excel files share one container (CFB); the claimed name tells which of the two it is. */
const CFB_TYPES = new Set(['doc', 'xls']);

/** file-type's names (and the names people use) for the types above. */
const ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', m4v: 'mp4', qt: 'mov' };

/** Each type's own name, and the other names browsers and phones give some of them. */
const MIME_TO_EXT: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MEDIA_TYPES).map(([ext, { mime }]) => [mime, ext])),
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'video/x-m4v': 'mp4',
};

/** `jpeg` → `jpg`, `M4V` → `mp4`; unknown names are returned lower-cased. */
export function canonicalExtension(name: string): string {
  const lower = name.toLowerCase();
  return ALIASES[lower] ?? lower;
}

export function isKnownExtension(name: string): boolean {
  return canonicalExtension(name) in TYPES;
}

export function extensionOfMime(mime: string): string | undefined {
  return MIME_TO_EXT[mime.toLowerCase()];
}

/** MP4 and QuickTime share one container format and phones mix the two names up; so do .doc and .xls. */
export function sameKind(a: string, b: string): boolean {
  const family = (e: string) => (e === 'mp4' || e === 'mov' ? 'video' : CFB_TYPES.has(e) ? 'cfb' : e);
  return family(canonicalExtension(a)) === family(canonicalExtension(b));
}

/**
 * The real type of an upload: magic bytes through file-type, or, for text with none, a parse
 * as XML whose root element is <svg>. Answers undefined for anything else (HTML, executables,
 * archives). An old-style Office file (CFB) is a .doc or .xls only when its name says which.
 */
export async function detectMediaType(bytes: Uint8Array, claimedExt?: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'cfb') {
    const claimed = claimedExt ? canonicalExtension(claimedExt) : undefined;
    return claimed && CFB_TYPES.has(claimed) ? TYPES[claimed] : undefined;
  }
  if (found && found.ext !== 'xml') return TYPES[canonicalExtension(found.ext)];
  return isSvgDocument(bytes) ? TYPES.svg : undefined;
}

const NAME = '[A-Za-z_][\\w.\\-]*(?::[A-Za-z_][\\w.\\-]*)?';
const ATTRIBUTE = `\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*')`;
const START_TAG = new RegExp(`<(${NAME})((?:${ATTRIBUTE})*)\\s*(/?)>`, 'y');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const COMMENT = /<!--[\s\S]*?-->/y;
const PROCESSING = /<\?[\s\S]*?\?>/y;
const CDATA = /<!\[CDATA\[[\s\S]*?\]\]>/y;
/** No internal subset: SVG never needs one, and entity definitions are how XML bombs start. */
const DOCTYPE = /<!DOCTYPE\s+[^[>]*>/y;
const TEXT = /[^<]+/y;

function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/**
 * A well-formedness check of the XML structure (balanced, properly quoted tags, one root) with
 * <svg> (optionally prefixed) as the root element. It only decides the type: serving adds the
 * sandbox that keeps any script inside from running.
 */
export function isSvgDocument(bytes: Uint8Array): boolean {
  // Control characters other than tab, LF and CR never occur in an XML document.
  if (bytes.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  const stack: string[] = [];
  let root: string | undefined;
  let closed = false;
  let at = 0;
  while (at < text.length) {
    const text1 = matchAt(TEXT, text, at);
    if (text1) {
      if (stack.length === 0 && text1[0].trim()) return false;
      at += text1[0].length;
      continue;
    }
    const skip =
      matchAt(COMMENT, text, at) ?? matchAt(PROCESSING, text, at) ?? (root ? null : matchAt(DOCTYPE, text, at));
    if (skip) {
      at += skip[0].length;
      continue;
    }
    const cdata = stack.length > 0 ? matchAt(CDATA, text, at) : null;
    if (cdata) {
      at += cdata[0].length;
      continue;
    }
    const start = matchAt(START_TAG, text, at);
    if (start) {
      if (closed) return false;
      const name = start[1]!;
      if (!root) root = name;
      if (start[3] === '/') {
        if (stack.length === 0) closed = true;
      } else {
        stack.push(name);
      }
      at += start[0].length;
      continue;
    }
    const end = matchAt(END_TAG, text, at);
    if (end) {
      if (stack.pop() !== end[1]) return false;
      if (stack.length === 0) closed = true;
      at += end[0].length;
      continue;
    }
    return false;
  }
  return closed && root !== undefined && /^(?:[\w.-]+:)?svg$/.test(root);
}
