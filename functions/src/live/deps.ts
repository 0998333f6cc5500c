import { database } from '../runtime.js';
import { createSessionStore } from '../data/class-session-repository.js';
import { createSessionMediaStore } from '../data/session-media-repository.js';
import { accountNames as namesOf } from '../data/user-repository.js';
import type { SessionMediaStore } from './live-media-ports.js';
import type { SessionStore } from './session-ports.js';

let sessions: SessionStore | undefined;
let media: SessionMediaStore | undefined;

/** Class sessions and their seats (decision 0046), on the table. */
export const sessionStore = (): SessionStore => (sessions ??= createSessionStore(database()));

/** Sessions' Zoom meetings, broadcast channels and recordings (decisions 0051, 0054), on the table. */
export const sessionMediaStore = (): SessionMediaStore => (media ??= createSessionMediaStore(database()));

/** Which of these sessions are broadcasts with a recording (decision 0054). */
export const recordedSessions = (sessionIds: readonly string[]): Promise<Set<string>> => sessionMediaStore().recordedAmong(sessionIds);

/** Display names of the accounts that exist ("firstname lastname", or the username). */
export const accountNames = (userIds: readonly string[]): Promise<Map<string, string>> => namesOf(database(), userIds);
