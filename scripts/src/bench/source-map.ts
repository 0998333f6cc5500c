import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));

/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Characters of generated code attributed to each source of a map: a segment
 * covers its line up to the next segment (or the end of the line). Code no
 * segment names a source for is counted under `(unmapped)`.
 */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, count: number) => count > 0 && totals.set(source, (totals.get(source) ?? 0) + count);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNumber) => {
    const length = lines[lineNumber]?.length ?? 0;
    let column = 0;
    let covered = 0;
    const segments = line ? line.split(',').map(decodeVlq) : [];
    segments.forEach((segment, i) => {
      column += segment[0] ?? 0;
      if (segment.length >= 4) sourceIndex += segment[1] ?? 0;
      const next = segments[i + 1] ? column + (segments[i + 1]?.[0] ?? 0) : length;
      if (i === 0) add('(unmapped)', column);
      add(segment.length >= 4 ? (map.sources[sourceIndex] ?? '(unmapped)') : '(unmapped)', Math.min(next, length) - column);
      covered = Math.max(covered, Math.min(next, length));
    });
    add('(unmapped)', length - covered);
  });
  return totals;
}

/** A source's package (`node_modules/<name>`), or its folder in the repository. */
export function ownerOf(source: string, repoRoot: string, mapDir: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  if (source.startsWith('(')) return source;
  // e.g. web/src/features/auth/... → web/src/features/auth
  const path = relative(repoRoot, resolve(mapDir, source));
  return path.split('/').slice(0, 4).join('/');
}

/** What a built chunk is made of, by package or project folder, in bytes of its minified code; largest first. */
export function chunkComposition(jsFile: string, repoRoot: string, count = 8): { owner: string; bytes: number }[] {
  const mapFile = `${jsFile}.map`;
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string; sourceRoot?: string };
  const mapDir = resolve(dirname(mapFile), map.sourceRoot ?? '');
  const owners = new Map<string, number>();
  for (const [source, bytes] of bytesBySource(readFileSync(jsFile, 'utf8'), map)) {
    const owner = ownerOf(source, repoRoot, mapDir);
    owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  }
  return [...owners]
    .map(([owner, bytes]) => ({ owner, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
