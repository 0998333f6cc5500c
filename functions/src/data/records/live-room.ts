import { LIVE_ROOM_REPEATS, ROOM_KINDS, type LiveRoom } from '@lm/shared';
import { Entity } from 'electrodb';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import type { DataOptions } from '../options.js';

/** A live room (decision 0047): its times are Bangkok's; its occurrences are class sessions. */
export const liveRoomModel = {
  model: { entity: 'liveRoom', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title_th: { type: 'string', default: '' },
    title_en: { type: 'string', default: '' },
    course_id: { type: 'string', default: '' },
    instructor_id: { type: 'string', required: true },
    start_date: { type: 'string', required: true },
    start_time: { type: 'string', required: true },
    end_time: { type: 'string', required: true },
    capacity: { type: 'number', required: true },
    price: { type: 'number', default: 0 },
    room_kind: { type: ROOM_KINDS, required: true },
    repeat: { type: LIVE_ROOM_REPEATS, required: true },
    weekdays: { type: 'list', items: { type: 'string' }, default: () => [] },
    until_date: { type: 'string', default: '' },
    count: { type: 'number', default: 0 },
    exception_dates: { type: 'list', items: { type: 'string' }, default: () => [] },
    published: { type: 'boolean', default: false },
  },
  indexes: listedIndexes,
} as const;

export const liveRoomRecords = recordKind<LiveRoom>(liveRoomModel);

/** The live rooms' entity, for reads beside other records (a seat's price at checkout). */
export const createLiveRoomEntity = (options: DataOptions) => new Entity(liveRoomModel, options);
