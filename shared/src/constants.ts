/** Business constants and limits of ../shared/SPEC.md §9. */
export const SESSION_LIFETIME_SECONDS = 1_209_600;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_LOADER_DELAY_MS = 200;
export const NOTICE_MS = { client: 4_000, admin: 6_000, instructor: 6_000 } as const;
export const DELETE_NOTICE_MS = { deleted: 2_000, cannotDelete: 3_000, activeUser: 3_000, errorField: 10_000 } as const;
export const ANALYTICS_OUTBOUND_WAIT_MS = 250;
export const PING_INTERVAL_MS = 300_000;
/** A session counts as active while its last request or ping is younger than this. */
export const SESSION_ACTIVE_WINDOW_MS = 600_000;
export const ADMIN_PAGE_SIZE = 50;
export const DEFAULT_SHELF_LIFE_MONTHS = 12;
export const SOCIAL_IMAGE_SIZE = { width: 600, height: 314 } as const;
export const FAILED_STATUS_THRESHOLD = 400;
export const DEFAULT_HEADER_STYLE = 'headerSystemOne';
export const DEFAULT_FOOTER_STYLE = 'footerSystemOne';
export const DEFAULT_COURSE_FILTER_TYPE = 'coursename';
export const DEFAULT_DASHBOARD_TAB = 'profile';
/** Largest request body a handler accepts. */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * Failed sign-ins (decision 0004): after `failures` within `windowMs`, an account, or a client
 * address, is refused sign-in for `firstLockMs`, doubling with each failure after that up to
 * `maxLockMs`. An address is shared by everyone behind it, so it gets more tries.
 */
export const SIGN_IN_THROTTLE = {
  account: { failures: 5 },
  address: { failures: 50 },
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
} as const;

/**
 * Serial numbers that gave nothing (decision 0061): after `failures` within `windowMs`, an account
 * may not try another for `firstLockMs`, doubling with each failure after that up to `maxLockMs`.
 * A printer's codes need not be as hard to guess as those made here.
 */
export const SERIAL_THROTTLE = {
  failures: 10,
  windowMs: 60 * 60_000,
  firstLockMs: 15 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
} as const;
