import { database } from '../app.js';
import { createSessionStore } from '../data/class-session-repository.js';
import type { SessionStore } from './session-ports.js';

let sessions: SessionStore | undefined;

/** Class sessions and their seats (decision 0046), on the table. */
export const sessionStore = (): SessionStore => (sessions ??= createSessionStore(database()));
