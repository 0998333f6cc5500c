import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface S3LocalOptions {
  host: string;
  port: number;
  dataDir: string;
}

export interface S3Local {
  server: S3rver;
  stop(): Promise<void>;
}

export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({ port: options.port, address: options.host, directory: options.dataDir, silent: true });
  await server.run();
  return { server, stop: async () => void (await server.close()) };
}
