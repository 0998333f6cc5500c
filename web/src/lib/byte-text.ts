const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file's size as people read it: 8388608 → "8.0 MB", 900 → "900 B". */
export function byteText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}
