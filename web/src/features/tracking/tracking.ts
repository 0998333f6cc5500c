import { sessions } from '../../lib/sessions';
import { getFacebookPixel, getGoogleAnalytic } from './api/get-tracking';

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: unknown };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
  }
}

const trackers: ((path: string) => void)[] = [];

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // A blocked or failed tracker is only logged (../shared/SPEC.md §8).
  script.onerror = () => console.warn('tracking script failed to load', src);
  document.head.append(script);
}

/** The tracking script's address; it carries stdid only while a client is signed in (§7). */
export function trackingScriptUrl(analyticId: string, clientId: string | undefined): string {
  const url = new URL('https://www.googletagmanager.com/gtag/js');
  url.searchParams.set('id', analyticId);
  if (clientId) url.searchParams.set('stdid', clientId);
  return url.toString();
}

function startAnalytics(analyticId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  const client = sessions.student.get();
  addScript(trackingScriptUrl(analyticId, client.isAuthenticated ? client.user?.id : undefined));
  window.gtag('js', new Date());
  window.gtag('config', analyticId, { send_page_view: false });
  trackers.push((path) => window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href }));
}

function startPixel(pixelId: string, email: string): void {
  if (!window.fbq) {
    const fbq: Fbq = (...args: unknown[]) => {
      fbq.queue?.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  const client = sessions.student.get();
  // `{email}` stands for the signed-in client's address.
  const matched = email === '{email}' ? client.user?.email : email;
  window.fbq('init', pixelId, matched ? { em: matched } : {});
  trackers.push(() => window.fbq?.('track', 'PageView'));
}

let started: Promise<void> | undefined;
let ready = false;
let pending: string[] = [];

/** Reads the analytics and pixel settings once; failures are only logged. */
export function startTracking(): Promise<void> {
  started ??= (async () => {
    const [analytics, pixel] = await Promise.allSettled([getGoogleAnalytic(), getFacebookPixel()]);
    if (analytics.status === 'fulfilled' && analytics.value[0]?.analytic_id) startAnalytics(analytics.value[0].analytic_id);
    else if (analytics.status === 'rejected') console.warn('analytics settings not loaded', analytics.reason);
    if (pixel.status === 'fulfilled' && pixel.value.status && pixel.value.pixel_id) startPixel(pixel.value.pixel_id, pixel.value.email);
    else if (pixel.status === 'rejected') console.warn('pixel settings not loaded', pixel.reason);
    ready = true;
    for (const path of pending) for (const track of trackers) track(path);
    pending = [];
  })();
  return started;
}

let last: string | undefined;

/** Records a page view (path and query) with every tracker that started; a repeat of the same location counts once. */
export function trackPageView(path: string): void {
  if (path === last) return;
  last = path;
  if (!ready) {
    pending.push(path);
    return;
  }
  for (const track of trackers) track(path);
}
