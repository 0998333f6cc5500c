import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One JS file of the build: its path under the build folder, raw and gzip (level 9) bytes. */
export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Every JS file of the build (source maps aside), largest first. */
export function buildChunks(outDir: string): Chunk[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
  return files
    .map((file) => {
      const content = readFileSync(join(outDir, file));
      return { file: relative(outDir, join(outDir, file)), bytes: content.length, gzipBytes: gzipBytes(content) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
