import { database, dataOptions, logger, records } from '../app.js';
import { push } from '../account/notification-deps.js';
import { pushAnnouncement } from '../account/notifications.js';
import { stageMailer } from '../adapters/stage-mailer.js';
import { batchGetAll } from '../data/batch-get.js';
import { writtenUnlessRefused } from '../data/conditions.js';
import { accountContacts } from '../data/user-repository.js';
import { createReminderSentEntity } from '../data/entities/reminder-sent.js';
import { branchRecords } from '../data/records/branch.js';
import { createStudyStore } from '../data/study-repository.js';
import { env } from '../env.js';
import { sessionStore } from './deps.js';
import { reminderKey, sendReminders, type ReminderPorts } from './reminders.js';

/** A marker outlives its session by a few days, then DynamoDB's TTL removes it. */
const MARKER_DAYS = 3;

const mailer = stageMailer();

let ports: ReminderPorts | undefined;

function reminderPorts(): ReminderPorts {
  if (ports) return ports;
  const db = database();
  const markers = createReminderSentEntity(dataOptions());
  return (ports = {
    sessions: sessionStore(),
    instructorIds: async () => (await db.instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id'] })).data.map(({ id }) => id),
    recipients: (userIds) => accountContacts(db, userIds),
    studySeats: async (from, until) => {
      const study = createStudyStore(db);
      const branches = await records()(branchRecords).list();
      const seats = await Promise.all(
        branches.map(async (branch) =>
          (await study.seatsOfBranch(branch.id, from))
            .filter((seat) => seat.starts_at < until)
            .map((seat) => ({ user_id: seat.user_id, starts_at: seat.starts_at, branch: { id: branch.id, name_th: branch.name_th, name_en: branch.name_en, address: branch.address } })),
        ),
      );
      return seats.flat();
    },
    sent: async (reminders) => {
      const keys = reminders.map(({ about, kind, userId }) => ({ session_id: about, kind, user_id: userId }));
      const found = await batchGetAll(keys, (pending) => markers.get(pending).go({ attributes: ['session_id', 'kind', 'user_id'] }), 'reminder markers');
      return new Set(found.map((marker) => reminderKey({ about: marker.session_id, kind: marker.kind, userId: marker.user_id })));
    },
    claim: async (sessionId, kind, userId) => {
      const now = new Date();
      return writtenUnlessRefused(markers.create({ session_id: sessionId, kind, user_id: userId, sent_at: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + MARKER_DAYS * 86_400 + 86_400 }).go());
    },
    release: async (sessionId, kind, userId) => {
      await markers.delete({ session_id: sessionId, kind, user_id: userId }).go();
    },
    mail: (to, subject, text) => mailer.send({ to, subject, text }),
    push: async (userId, notice) => {
      await pushAnnouncement(push(), logger, { ...notice, audience: { kind: 'user', userId } });
    },
    siteUrl: env().SITE_URL ?? '',
    now: () => new Date(),
    warn: (message, detail) => logger.warn(message, detail),
  });
}

/**
 * The class reminders' sweep (decision 0050): run every five minutes by an EventBridge Scheduler schedule in
 * AWS and by the local stack's timer. It takes no input from its event.
 */
export const handler = async () => {
  const report = await sendReminders(reminderPorts());
  if (report.sent || report.failed) logger.info('Class reminders sent', { ...report });
  return report;
};
