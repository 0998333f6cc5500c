import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { getNotificationKey, subscribeNotifications, unsubscribeNotifications } from './api/notification';

/** A page without a service worker (an http origin other than localhost) never gets one ready. */
const READY_TIMEOUT_MS = 10_000;

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Asks for permission only while the person has not answered; a refusal is theirs to change. */
async function permitted(): Promise<boolean> {
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker is active')), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's subscription for the stage's key: the current one, or a new one when there is none or its key changed. */
async function browserSubscription(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = base64UrlBytes(publicKey);
  const current = await registration.pushManager.getSubscription();
  if (current && sameKey(current.options?.applicationServerKey, key)) return current;
  await current?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * ../shared/SPEC.md §4: on sign-in success the push subscription is registered once. The
 * subscription is kept under STORAGE_KEYS.pushSubscription, and STORAGE_KEYS.pushRegistered holds
 * the user it is registered for, so it is sent once per sign-in and again for another person. Every
 * failure is only logged (§8).
 */
export async function subscribePush(userId: string): Promise<void> {
  try {
    if (readJson<string>(STORAGE_KEYS.pushRegistered) === userId || !pushSupported()) return;
    if (!(await permitted())) return;
    const { publicKey } = await getNotificationKey();
    if (!publicKey) return;
    const subscription = (await browserSubscription(await readyRegistration(), publicKey)).toJSON();
    writeJson(STORAGE_KEYS.pushSubscription, subscription);
    await subscribeNotifications(subscription, userId);
    writeJson(STORAGE_KEYS.pushRegistered, userId);
  } catch (error) {
    console.warn('push subscription not registered', error);
  }
}

/**
 * §4: on sign-out the subscription is unsubscribed and the flag reset. The browser keeps
 * its subscription (and the permission) for the next sign-in; the server stops pushing to it.
 */
export async function unsubscribePush(userId: string): Promise<void> {
  const registered = readJson<string>(STORAGE_KEYS.pushRegistered);
  writeJson(STORAGE_KEYS.pushRegistered, undefined);
  const subscription = readJson<PushSubscriptionJSON>(STORAGE_KEYS.pushSubscription);
  if (registered !== userId || !subscription?.endpoint) return;
  try {
    await unsubscribeNotifications(subscription, userId);
  } catch (error) {
    console.warn('push subscription not removed', error);
  }
}
