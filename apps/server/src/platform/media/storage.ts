import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';

export interface ByteRange {
  start: number;
  /** Inclusive, as in an HTTP Range header. */
  end: number;
}

/** "bytes=0-1023", "bytes=500-", "bytes=-200" → an inclusive range within the file; else null (serve it whole). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Where media bytes live. Keys are the media ids (32 hex characters). */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a file already on disk (a streamed upload), read as a stream; the caller removes `file`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The bytes (or a range of them), or null when the object is gone. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removing a missing object is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_RE = /^[0-9a-f]{32}$/;

export function assertKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error('Invalid media key');
  return key;
}

/** DATA_DIR/media/ab/abcdef…: a two-character fan-out keeps folders small. */
export function localStorageDriver(root: string): MediaStorage {
  const fileOf = (key: string) => path.join(root, assertKey(key).slice(0, 2), key);
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.promises.writeFile(partial, bytes);
      await fs.promises.rename(partial, file);
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Moved when the spool folder is on the same disk (DATA_DIR), copied otherwise.
      try {
        await fs.promises.rename(source, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const partial = `${file}.${process.pid}.partial`;
        await fs.promises.copyFile(source, partial);
        await fs.promises.rename(partial, file);
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        await fs.promises.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}

const drivers = new WeakMap<object, MediaStorage>();

/** The configured driver: S3 when MEDIA_URL is s3://bucket/prefix, else the local folder DATA_DIR/media. */
export function mediaStorage(config: Pick<Config, 'dataDir' | 'mediaUrl'>): MediaStorage {
  let driver = drivers.get(config);
  if (!driver) {
    driver = config.mediaUrl ? lazyS3Driver(config.mediaUrl) : localStorageDriver(path.join(config.dataDir, 'media'));
    drivers.set(config, driver);
  }
  return driver;
}

/** The S3 client is loaded on first use only, so deployments on a local folder never load it. */
function lazyS3Driver(url: string): MediaStorage {
  let loaded: Promise<MediaStorage> | undefined;
  const driver = () => (loaded ??= import('./s3-storage').then((m) => m.s3StorageDriver(url)));
  return {
    put: async (key, bytes, contentType) => (await driver()).put(key, bytes, contentType),
    putFile: async (key, file, contentType) => (await driver()).putFile(key, file, contentType),
    get: async (key, range) => (await driver()).get(key, range),
    remove: async (key) => (await driver()).remove(key),
  };
}
