import { randomUUID } from 'node:crypto';
import { database, records } from '../app.js';
import type { LiveRoomPorts } from './live-rooms.js';
import { accountNames, recordedSessions, sessionStore } from './deps.js';
import { liveSettings } from './settings.js';

let ports: LiveRoomPorts | undefined;

/** Live rooms and their bookings (decision 0047), on the table. */
export function liveRoomPorts(): LiveRoomPorts {
  const db = database();
  return (ports ??= {
    records: records(),
    sessions: sessionStore(),
    instructorAccount: async (profileId) => {
      const { data } = await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['user_id'] });
      return data ? (data.user_id ?? '') : undefined;
    },
    profilesOf: async (userId) =>
      (await db.instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id', 'user_id'] })).data.filter((profile) => profile.user_id === userId).map((profile) => profile.id),
    courseExists: async (courseId) => !!(await db.courses.get({ id: courseId }).go({ attributes: ['id'] })).data,
    enrolled: async (userId, courseId) => {
      const { data } = await db.enrollments.get({ user_id: userId, course_id: courseId }).go();
      return !!data && Date.parse(data.access_until) > Date.now();
    },
    namesOf: accountNames,
    recordedSessions,
    settings: async () => {
      const { liveroom } = await liveSettings();
      return { cancelHours: liveroom.cancel_hours, joinBeforeMinutes: liveroom.join_before_minutes };
    },
    newId: randomUUID,
    now: () => new Date(),
  });
}
