/**
 * Where uploaded files (résumés) live, behind an interface so an S3-compatible implementation can
 * replace the local one. Keys are random ids chosen by the server, never user file names.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const safeKey = /^[a-z0-9][a-z0-9/_-]{0,200}(\.[a-z0-9]{1,8})?$/;

/** Files under `root` (e.g. `DATA_DIR/uploads`). */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
