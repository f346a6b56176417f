import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../src/config/config.ts';

/**
 * s3rver, a real S3 HTTP server on a loopback port (its files in a folder), with one bucket: for the
 * storage tests and the cluster-layout run (bench/cluster.ts).
 */

const require = createRequire(import.meta.url);
/** s3rver ships no types: what we use of it. */
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = require('s3rver') as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

// s3rver knows one account; it checks the key id but, unlike S3, not the SigV4 signature itself.
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3rverBucket {
  settings: S3Config;
  /** The S3_* settings that give the server this bucket. */
  env: Record<string, string>;
  /**
   * The keys of the bucket's first 1,000 objects: s3rver cannot give the next page (its continuation
   * tokens use DES, which Node's OpenSSL 3 no longer offers).
   */
  keys(): Promise<string[]>;
  /** The size of the object `key`, or undefined when the bucket has none. */
  sizeOf(key: string): Promise<number | undefined>;
  close(): Promise<void>;
}

/** s3rver in a process of its own, by its command: the port it listens on, and how to stop it. */
async function s3rverProcess(directory: string, bucket: string) {
  const command = require.resolve('s3rver/bin/s3rver.js');
  const args = ['-d', directory, '-a', '127.0.0.1', '-p', '0', '-s', '--configure-bucket', bucket];
  const child = spawn(process.execPath, [command, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk;
      const listening = /listening on [\d.]+:(\d+)/.exec(said);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code}`)));
  });
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  };
  return { port, close };
}

/**
 * s3rver with the bucket `bucket`: in this process, or in one of its own (`ownProcess`) so that the
 * load it serves and the caller's work do not slow each other down.
 */
export async function startS3rver(
  directory: string,
  { bucket = 'pow-attachments', ownProcess = false } = {},
): Promise<S3rverBucket> {
  let server: { port: number; close(): Promise<void> };
  if (ownProcess) {
    server = await s3rverProcess(directory, bucket);
  } else {
    const inProcess = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    server = { port: (await inProcess.run()).port, close: () => inProcess.close() };
  }
  const { port } = server;
  const settings: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'eu-west-1',
    ...ACCOUNT,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: ACCOUNT,
  });
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    sizeOf: (key) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        (object) => object.ContentLength,
        () => undefined,
      ),
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}
