/** Budgets the bench reports against, in one place. */
export const BUDGET = {
  /** Every domain Lambda bundle, minified (KB = 1024 bytes): 1 MB, above the floor of ElectroDB, the SDK and zod (decision 0008). */
  bundleMinifiedKb: 1024,
  /** Median time to import a bundle in a fresh Node process. */
  coldImportMs: 100,
  /** p99 latency of a public read under load. */
  publicReadP99Ms: 100,
  /** p99 latency of adding to a cart, and of checkout, with `commerceBuyers` buyers at once on the local stack. */
  cartAddP99Ms: 100,
  checkoutP99Ms: 300,
  /** JS a browser downloads for the storefront home until the network is idle, gzip level 9 (KB = 1024 bytes). */
  homeInitialJsGzipKb: 170,
  /** Lighthouse scores (×100), default mobile emulation with simulated throttling: at least these. */
  lighthousePerformance: 90,
  lighthouseAccessibility: 95,
  /** The learn page's first video frame (HLS through the local media server), from navigation, median. */
  learnFirstFrameMs: 2000,
} as const;

/** How the figures are taken. */
export const SETTINGS = {
  importRuns: 5,
  connections: 50,
  durationSeconds: 10,
  /** Buyers at once in the commerce section. */
  commerceBuyers: 20,
  /** Unmeasured load before each HTTP run, so the figures are of warm code. */
  warmupSeconds: 2,
  /** Lighthouse runs per page; the scores reported are the medians. */
  lighthouseRuns: 3,
  /** Pages of the SPA Lighthouse audits. */
  lighthousePages: ['/', '/signin'],
  /** Page loads the learn page's first frame is timed over. */
  firstFrameRuns: 3,
} as const;

/** What a domain Lambda needs in its environment to load (values are placeholders). */
export const LAMBDA_ENV = {
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'ap-southeast-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  ALLOWED_ORIGINS: '*',
  AWS_REGION: 'ap-southeast-1',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;
