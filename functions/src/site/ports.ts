/** Analytics and tracking pixel, kept together so they are written at once. */
export interface Tracking {
  analyticId: string;
  pixelEnabled: boolean;
  pixelId: string;
  /** Advanced-matching address; `{email}` stands for the signed-in user's. */
  pixelEmail: string;
}

export interface SettingsStore {
  tracking(): Promise<Tracking | undefined>;
  saveTracking(tracking: Tracking): Promise<void>;
}

export interface StoredAnnouncement {
  id: string;
  title: string;
  message: string;
  audience: 'all' | 'group' | 'user';
  createdAt: string;
}

export type Audience = { kind: 'all' } | { kind: 'group'; groupId: string } | { kind: 'user'; userId: string };

export interface AnnouncementReader {
  /** Newest first. */
  listFor(audience: Audience): Promise<StoredAnnouncement[]>;
  readIds(userId: string): Promise<Set<string>>;
}

export interface ProfileReader {
  groupOf(userId: string): Promise<string | null | undefined>;
}

export interface SitePorts {
  settings: SettingsStore;
  announcements: AnnouncementReader;
  profiles: ProfileReader;
}
