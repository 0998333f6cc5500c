import { database } from '../app.js';
import { createPrivateClassPeople, createPrivateClassStore } from '../data/private-class-repository.js';
import { sessionStore } from './deps.js';
import type { PrivateClassPorts } from './private-class-ports.js';
import type { PrivateClassContext } from './private-classes.js';
import { liveSettings } from './settings.js';

let ports: PrivateClassPorts | undefined;

/** Private classes' records on the table (decision 0048). */
export const privateClassPorts = (): PrivateClassPorts => (ports ??= { store: createPrivateClassStore(database()), ...createPrivateClassPeople(database()) });

/** The ports with settingPrivateClassRoom and the time of this request. */
export async function privateClassContext(): Promise<PrivateClassContext> {
  const { privateClassRoom } = await liveSettings();
  return { ...privateClassPorts(), sessions: sessionStore(), settings: privateClassRoom, now: new Date() };
}
