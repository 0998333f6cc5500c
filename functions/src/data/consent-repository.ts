import { Service } from 'electrodb';
import { ProfileNotFoundError } from '../identity/errors.js';
import type { ConsentStore } from '../identity/ports.js';
import type { Database } from './database.js';

export function createConsentStore(db: Pick<Database, 'users' | 'pdpaConsents'>): ConsentStore {
  const service = new Service({ users: db.users, pdpaConsents: db.pdpaConsents });
  return {
    async approvePdpa(consent) {
      // One TransactWriteItems: the patch carries attribute_exists on the
      // profile and the create attribute_not_exists on the record, so a
      // missing profile (or a repeated record) writes nothing at all.
      const { canceled, data } = await service.transaction
        .write(({ users, pdpaConsents }) => [
          users.patch({ userId: consent.userId }).set({ pdpaApproved: 1 }).commit(),
          pdpaConsents.create(consent).commit(),
        ])
        .go();
      if (!canceled) return;
      const [profile, record] = data;
      if (profile?.code === 'ConditionalCheckFailed') throw new ProfileNotFoundError();
      throw new Error(`PDPA approval of ${consent.userId} was canceled: profile ${profile?.code}, record ${record?.code}.`);
    },
  };
}
