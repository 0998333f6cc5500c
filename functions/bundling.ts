/**
 * How every Lambda is bundled, in one place for infra's NodejsFunction and the
 * benchmark: minified ESM for Node 22 with the AWS SDK inside. `module` first,
 * so the SDK's ES build is taken and tree-shaken (its CommonJS build is not),
 * and ElectroDB's `require` of the SDK lands on the same copy. The credential
 * chain is the environment's only (adapters/lambda-credentials.ts), the local stack's
 * transcoder is left out, and so is ElectroDB's model check.
 */
import { fileURLToPath } from 'node:url';

export const LAMBDA_BUNDLING = {
  target: 'node22',
  format: 'esm',
  platform: 'node',
  minify: true,
  treeShaking: true,
  mainFields: ['module', 'main'],
  /** ESM output still meets CommonJS `require` inside bundled packages. */
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  /**
   * Left out of the bundle and loaded at run time: sharp (decision 0035), whose native binary and
   * libvips the media Lambda takes from a layer.
   */
  external: ['sharp'],
  /** The SDK's default credential chain, cut down to the environment a Lambda's credentials are in. */
  alias: {
    '@aws-sdk/credential-provider-node': fileURLToPath(new URL('./src/adapters/lambda-credentials.ts', import.meta.url)),
    /** The local stack's ffmpeg transcoder: Lambdas use MediaConvert. */
    '@lm/functions/adapters/ffmpeg-transcoder': fileURLToPath(new URL('./src/adapters/no-local-transcoder.ts', import.meta.url)),
    /** The local stack's ffmpeg test source for broadcasts: Lambdas use IVS (decision 0051). */
    '@lm/functions/adapters/local-broadcasts': fileURLToPath(new URL('./src/adapters/no-local-broadcasts.ts', import.meta.url)),
    /** ElectroDB's check of entity models at start-up: done unbundled, in tests and the local stack. */
    jsonschema: fileURLToPath(new URL('./src/adapters/no-model-validation.ts', import.meta.url)),
    /** fontkit's brotli decoder opens WOFF2 fonts only; the certificates' fonts are TrueType (decision 0042). */
    'brotli/decompress.js': fileURLToPath(new URL('./src/certificates/no-woff2.ts', import.meta.url)),
  },
} as const;
