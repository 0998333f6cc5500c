export interface AnalyticsSetting {
  analyticId: string;
}

export interface PixelSetting {
  enabled: boolean;
  pixelId: string;
  email: string;
}

export interface SettingsReader {
  analytics(): Promise<AnalyticsSetting | undefined>;
  pixel(): Promise<PixelSetting | undefined>;
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
  settings: SettingsReader;
  announcements: AnnouncementReader;
  profiles: ProfileReader;
}
