/** A browser's push subscription as stored (decision 0022). */
export interface StoredPushSubscription {
  userId: string;
  /** The user's group when they subscribed; empty when none. */
  userGroupId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  createdAt: string;
}

/** Who an announcement is for (../shared/SPEC.md §2 announcements). */
export type PushAudience = { kind: 'all' } | { kind: 'group'; groupId: string } | { kind: 'user'; userId: string };

export interface PushSubscriptions {
  /** Stores the browser's subscription for its user, replacing whoever held that endpoint before. */
  save(subscription: StoredPushSubscription): Promise<void>;
  /** Removes the endpoint when `userId` holds it; answers whether it did. */
  remove(userId: string, endpoint: string): Promise<boolean>;
  /** Removes the endpoint whoever holds it (the push service said it is gone). */
  discard(endpoint: string): Promise<void>;
  listForUser(userId: string): Promise<StoredPushSubscription[]>;
  /** Everyone's subscriptions, or those stored with the group. */
  listForAudience(audience: { kind: 'all' } | { kind: 'group'; groupId: string }): Promise<StoredPushSubscription[]>;
}

/** What a push service answered: delivered, gone for good (404/410), or failed otherwise. */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string };

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the notification opens, relative to the site. */
  url: string;
}

export interface PushSender {
  readonly publicKey: string;
  send(subscription: StoredPushSubscription, message: PushMessage): Promise<PushOutcome>;
}

export interface PushLog {
  info(message: string, details: Record<string, unknown>): void;
  warn(message: string, details: Record<string, unknown>): void;
}

export interface PushPorts {
  subscriptions: PushSubscriptions;
  /** undefined while the stage has no VAPID keys: subscriptions are kept, nothing is sent. */
  sender(): Promise<PushSender | undefined>;
  /** The user's current group, or null when they are in none; undefined for an unknown user. */
  groupOf(userId: string): Promise<string | null | undefined>;
  /** What is wrong with an endpoint the server would connect to (not a public https push service), or undefined. */
  endpointProblem(endpoint: string): Promise<string | undefined>;
  now(): number;
}
