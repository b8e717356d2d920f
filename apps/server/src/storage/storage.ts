/** Where files live: local disk (default) or an S3-compatible bucket. */
export interface Storage {
  kind: 'local' | 's3';
  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when it does not exist. */
  get(bucket: string, key: string): Promise<Buffer | null>;
  exists(bucket: string, key: string): Promise<boolean>;
  delete(bucket: string, key: string): Promise<void>;
  copy(fromBucket: string, fromKey: string, toBucket: string, toKey: string, contentType: string): Promise<void>;
  /** A URL anyone holding it can GET until it expires (seconds from now). */
  signedUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string>;
  /** Throws when the store cannot be reached or written (readiness). */
  check(): Promise<void>;
}

export const BUCKETS = { jobs: 'jobs', savedDecals: 'saved-decals', logos: 'logos' } as const;

/** Bucket and key names we create: no path tricks. */
export function assertSafeName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,254}$/.test(name) || name.includes('..') || name.includes('//')) {
    throw new Error(`unsafe storage name: ${name}`);
  }
}
