import { randomBytes } from 'node:crypto';
import { database } from '../app.js';
import { push } from '../account/notification-deps.js';
import { pushAnnouncement } from '../account/notifications.js';
import { createCommentStore } from '../data/comment-repository.js';
import type { CommentPorts } from './comment-ports.js';
import { learning } from './deps.js';

let ports: CommentPorts | undefined;

/** A lesson's discussion: the learning domain's access rule, the comments' store, and web push for replies (decision 0022's sender). */
export function comments(): CommentPorts {
  if (!ports) {
    const db = database();
    ports = {
      ...learning(),
      comments: createCommentStore(db),
      nameOf: async (userId) => {
        const { data } = await db.users.get({ userId }).go({ attributes: ['firstname', 'lastname'] });
        return data ? [data.firstname, data.lastname].filter(Boolean).join(' ') : '';
      },
      push: async (notice, log) => {
        await pushAnnouncement(push(), log, { id: notice.id, title: notice.title, message: notice.message, audience: { kind: 'user', userId: notice.userId }, url: notice.url });
      },
      randomTail: () => randomBytes(6).toString('hex'),
    };
  }
  return ports;
}
