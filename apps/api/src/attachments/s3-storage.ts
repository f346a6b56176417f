import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config/config.ts';
import { checkStorageKey, type FileStorage } from './file-storage.ts';

/** Attachment files as objects of one bucket of an S3-compatible service, keyed by their storage key. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Config) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Only the configured keys: never a profile, instance role or variable picked up from the host.
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async write(key: string, content: Readable): Promise<void> {
    // Parts of 5 MB (the S3 minimum), one at a time: at most one part of a file is in memory. A file
    // that fits in one part is a single PUT; a failing content stream aborts a multipart upload.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkStorageKey(key), Body: content },
      queueSize: 1,
    });
    try {
      await upload.done();
    } catch (error) {
      // The content's own error (too big, infected…) is the answer, even when the abort of the
      // multipart upload failed too: the bucket's lifecycle rule clears unfinished uploads.
      throw content.errored ?? error;
    }
  }

  async read(key: string): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
    );
    return object.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
