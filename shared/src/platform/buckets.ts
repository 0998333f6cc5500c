/** The S3 buckets and their CORS rules, described once for infra and the local stack. */
export interface CorsRule {
  allowedMethods: readonly ('GET' | 'PUT' | 'HEAD' | 'POST' | 'DELETE')[];
  allowedHeaders: readonly string[];
  exposedHeaders: readonly string[];
  maxAgeSeconds: number;
}

export const BUCKETS = {
  /** Private: the browser PUTs files here through presigned URLs. */
  uploads: {
    cors: [
      // PUT: presigned uploads whose signature holds the type and size (a bank-transfer slip).
      { allowedMethods: ['PUT', 'GET', 'HEAD'], allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAgeSeconds: 3000 },
    ] as readonly CorsRule[],
  },
  /** Transcoded HLS and images, served through CloudFront. */
  media: {
    cors: [{ allowedMethods: ['GET', 'HEAD'], allowedHeaders: ['*'], exposedHeaders: [], maxAgeSeconds: 3000 }] as readonly CorsRule[],
  },
  /** The built SPA. */
  web: { cors: [] as readonly CorsRule[] },
} as const;

export type BucketName = keyof typeof BUCKETS;
