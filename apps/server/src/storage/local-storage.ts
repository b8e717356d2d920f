import { createHmac, timingSafeEqual } from 'node:crypto';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeName, type Storage } from './storage';

export const LOCAL_STORAGE_ROUTE = '/api/storage';

function sign(secret: string, bucket: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${bucket}\n${key}\n${expires}`).digest('base64url');
}

/** Checks a signed local URL's parameters: right signature and not expired. */
export function verifyLocalSignature(
  secret: string,
  bucket: string,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !sig || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, bucket, key, Number(expires)));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Files under DATA_DIR/storage/<bucket>/<key>, served by the app through HMAC-signed, expiring URLs. */
export function createLocalStorage(root: string, secret: string): Storage {
  const path = (bucket: string, key: string) => {
    assertSafeName(bucket);
    assertSafeName(key);
    return join(root, bucket, key);
  };
  return {
    kind: 'local',
    async put(bucket, key, body) {
      const file = path(bucket, key);
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async get(bucket, key) {
      try {
        return await readFile(path(bucket, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(bucket, key) {
      try {
        await stat(path(bucket, key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(bucket, key) {
      await rm(path(bucket, key), { force: true });
    },
    async copy(fromBucket, fromKey, toBucket, toKey) {
      const to = path(toBucket, toKey);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(path(fromBucket, fromKey), to);
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async signedUrl(bucket, key, expiresInSeconds) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const encodedKey = key.split('/').map(encodeURIComponent).join('/');
      return `${LOCAL_STORAGE_ROUTE}/${bucket}/${encodedKey}?expires=${expires}&sig=${sign(secret, bucket, key, expires)}`;
    },
  };
}
