import type { ProfileStore } from '../identity/ports.js';
import type { Database } from './database.js';

export function createProfileStore(db: Pick<Database, 'users'>): ProfileStore {
  return {
    async create(profile) {
      // electrodb's create is conditional on the item being absent: an existing profile is never overwritten.
      await db.users
        .create({
          userId: profile.id,
          username: profile.username,
          email: profile.email,
          firstname: profile.firstname,
          lastname: profile.lastname,
          displayImgUrl: profile.displayImgUrl,
          roleId: profile.roleId,
          pdpaApproved: profile.pdpaApproved,
          selfLearning: profile.selfLearning,
          ...(profile.userGroupId ? { userGroupId: profile.userGroupId } : {}),
          // Only what the student gave: a field the registration did not ask is never written.
          ...(profile.phone ? { phone: profile.phone } : {}),
          ...(profile.birthday ? { birthday: profile.birthday } : {}),
          ...(profile.gender ? { gender: profile.gender } : {}),
          ...(profile.lineId ? { lineId: profile.lineId } : {}),
          ...(profile.referral ? { referral: profile.referral } : {}),
        })
        .go();
    },
  };
}
