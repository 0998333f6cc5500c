/** A picture height the student may choose, and the hls.js level that has it. */
export interface Quality {
  level: number;
  height: number;
}

/** The heights of an HLS video's levels, tallest first, each once (its first level); levels without a height are left out. */
export function qualitiesOf(levels: readonly { height: number }[]): Quality[] {
  const byHeight = new Map<number, number>();
  levels.forEach(({ height }, level) => {
    if (height > 0 && !byHeight.has(height)) byHeight.set(height, level);
  });
  return [...byHeight].map(([height, level]) => ({ level, height })).sort((a, b) => b.height - a.height);
}

/** The playback speeds offered. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
