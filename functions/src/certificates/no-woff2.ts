/**
 * Stands in for fontkit's brotli decoder in the Lambda bundle (functions/bundling.ts): it only
 * opens WOFF2 fonts, and the certificates ship TrueType. Leaving it out saves 475 KB.
 */
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not supported: the certificates use TrueType fonts.');
}
