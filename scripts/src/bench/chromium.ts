/** Debian's Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (containers), and nothing of its own on the network while it is measured. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Requests to hosts other than this machine (the SPA's analytics and pixel scripts): refused, as offline. */
export const EXTERNAL_URL = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;
