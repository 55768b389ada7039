import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { STORAGE_KEY, type TFileStorage } from './files.storage.js';

export type TS3Config = {
  bucket: string;
  region: string;
  /** an S3-compatible endpoint (MinIO, NCP, KT Cloud); unset for AWS */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** a folder inside the bucket */
  prefix: string;
};

/** S3-compatible object storage for several app hosts (decision 012); the SDK loads only when configured. */
export async function s3Storage(config: TS3Config): Promise<TFileStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // the SDK's default streaming checksums (aws-chunked bodies) are not understood by every
    // S3-compatible service; checksums only where the API requires them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
  });
  const objectKey = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
    return `${config.prefix}${key}`;
  };
  return {
    async put(key, sourcePath, mimeType) {
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: createReadStream(sourcePath), ContentLength: size, ContentType: mimeType }),
      );
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return answer.Body as Readable | undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(config.prefix.length) ?? '';
          if (STORAGE_KEY.test(key) && item.LastModified) yield { key, storedAt: item.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
