import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeName, type Storage } from './storage';

export interface S3Config {
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

/**
 * S3-compatible storage. One real bucket; our logical buckets become key prefixes
 * (`saved-decals/<key>`), so a single bucket and one set of credentials suffice.
 */
export function createS3Storage(cfg: S3Config): Storage {
  const client = new S3Client({
    region: cfg.region ?? 'us-east-1',
    endpoint: cfg.endpoint,
    forcePathStyle: Boolean(cfg.endpoint),
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
  });
  const objectKey = (bucket: string, key: string) => {
    assertSafeName(bucket);
    assertSafeName(key);
    return `${bucket}/${key}`;
  };
  return {
    kind: 's3',
    async put(bucket, key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: cfg.bucket,
          Key: objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'max-age=3600',
        }),
      );
    },
    async get(bucket, key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: objectKey(bucket, key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: cfg.bucket, Key: objectKey(bucket, key) }));
        return true;
      } catch {
        return false;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key: objectKey(bucket, key) }));
    },
    async copy(fromBucket, fromKey, toBucket, toKey, contentType) {
      await client.send(
        new CopyObjectCommand({
          Bucket: cfg.bucket,
          Key: objectKey(toBucket, toKey),
          CopySource: `${cfg.bucket}/${objectKey(fromBucket, fromKey)}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    },
    async check() {
      // Reachable, bucket present and the credentials accepted (403/404 throw).
      await client.send(new HeadBucketCommand({ Bucket: cfg.bucket }));
    },
    async signedUrl(bucket, key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: cfg.bucket, Key: objectKey(bucket, key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
