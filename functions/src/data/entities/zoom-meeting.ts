import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * Which class session a Zoom meeting was made for (decision 0054), written when Zoom makes it:
 * Zoom's recording events name the meeting, not the session.
 */
export const zoomMeetingSchema = {
  model: { entity: 'zoomMeeting', version: '1', service: 'marketplace' },
  attributes: {
    meeting_id: { type: 'string', required: true },
    session_id: { type: 'string', required: true },
  },
  indexes: {
    byMeeting: { pk: { field: 'pk', composite: ['meeting_id'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createZoomMeetingEntity = ({ table, client }: DataOptions) => new Entity(zoomMeetingSchema, { table, client });
