import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

export const SESSION_MEDIA_KINDS = ['zoom', 'broadcast'] as const;

/**
 * A class session's Zoom meeting or broadcast channel (decision 0051), in the session's
 * partition. It is claimed (`creating`, with a claim token) before the provider is asked, under
 * the condition that no one holds it, so two first calls at once make one meeting; a claim left
 * by a call that died is taken over once it is stale.
 */
export const sessionMediaSchema = {
  model: { entity: 'sessionMedia', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    kind: { type: SESSION_MEDIA_KINDS, required: true },
    status: { type: ['creating', 'ready'] as const, required: true },
    claim: { type: 'string', required: true },
    claimed_at: { type: 'string', required: true },
    /** The Zoom meeting's id, or the IVS channel's ARN. */
    provider_id: { type: 'string' },
    join_url: { type: 'string' },
    start_url: { type: 'string' },
    /** When Zoom gave `start_url`: its host token lasts two hours from then. */
    start_url_at: { type: 'string' },
    password: { type: 'string' },
    ingest_server: { type: 'string' },
    stream_key_ref: { type: 'string' },
    playback_url: { type: 'string' },
    recorded: { type: 'boolean' },
    created_at: { type: 'string' },
    /** A Zoom meeting students register for, each joining by their own link (decision 0055); not one made before that. */
    registration: { type: 'boolean' },
    /**
     * A broadcast's recordings (decision 0054), one string each: `<ended at>|<folder>|<playlist>`,
     * the folder its files are under in the media bucket and the playlist's path in it. A set, so
     * an event delivered twice adds nothing.
     */
    recordings: { type: 'set', items: 'string' },
    /**
     * A Zoom meeting's cloud recordings (decision 0054), one string each:
     * `<ended at>|<recording id>|<passcode>|<Zoom's share page>`. A set, so a webhook delivered
     * twice adds nothing.
     */
    zoom_recordings: { type: 'set', items: 'string' },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['kind'] } },
  },
} as const;

export const createSessionMediaEntity = ({ table, client }: DataOptions) => new Entity(sessionMediaSchema, { table, client });
export type SessionMediaEntity = ReturnType<typeof createSessionMediaEntity>;
export type SessionMediaItem = EntityItem<SessionMediaEntity>;
