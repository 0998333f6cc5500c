import { database } from '../app.js';
import { createPrivateClassPeople, createPrivateClassStore } from '../data/private-class-repository.js';
import { sessionStore } from './deps.js';
import type { PrivateClassPorts } from './private-class-ports.js';
import type { PrivateClassContext } from './private-classes.js';
import { liveSettings } from './settings.js';

let ports: PrivateClassPorts | undefined;

/** Private classes' records on the table (decision 0048). */
export const privateClassPorts = (): PrivateClassPorts => (ports ??= { store: createPrivateClassStore(database()), ...createPrivateClassPeople(database()) });

/** The ports with settingPrivateClassRoom, how early rooms open (settingLiveroom) and the time of this request. */
export async function privateClassContext(): Promise<PrivateClassContext> {
  const { privateClassRoom, liveroom } = await liveSettings();
  return { ...privateClassPorts(), sessions: sessionStore(), settings: privateClassRoom, joinBeforeMinutes: liveroom.join_before_minutes, now: new Date() };
}
