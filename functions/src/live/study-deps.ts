import { randomUUID } from 'node:crypto';
import { database, records } from '../app.js';
import { createStudyStore } from '../data/study-repository.js';
import { accountNames } from './deps.js';
import { liveSettings } from './settings.js';
import type { StudyPorts } from './study-time.js';

let ports: StudyPorts | undefined;

/** Branches and their study seats (decision 0052), on the table. */
export function studyPorts(): StudyPorts {
  return (ports ??= {
    records: records(),
    study: createStudyStore(database()),
    namesOf: accountNames,
    cancelHours: async () => (await liveSettings()).privateClassRoom.cancel_hours,
    newId: randomUUID,
    now: () => new Date(),
  });
}
