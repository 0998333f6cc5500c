import type { Address } from '@lm/shared';
import type { AccountPorts, AccountRecord } from './ports.js';

/** In-memory ports for unit tests of the account service: the same rules as the DynamoDB adapter. */
export function memoryAccount(people: AccountRecord[], start = 1_800_000_000_000) {
  const records = new Map(people.map((person) => [person.userId, { ...person }]));
  const books = new Map<string, Map<string, Address>>();
  const book = (userId: string) => books.get(userId) ?? books.set(userId, new Map()).get(userId)!;
  const clock = { now: start };
  let ids = 0;
  const ports: AccountPorts = {
    now: () => clock.now,
    newId: () => `addr-${++ids}`,
    profiles: {
      async get(userId) {
        const record = records.get(userId);
        return record && { ...record };
      },
      async update(userId, changes) {
        const record = records.get(userId);
        if (!record) return undefined;
        Object.assign(record, changes);
        return { ...record };
      },
    },
    addresses: {
      async list(userId) {
        return [...book(userId).values()].map((address) => ({ ...address }));
      },
      async get(userId, id) {
        const address = book(userId).get(id);
        return address && { ...address };
      },
      async put(userId, address) {
        book(userId).set(address.id, { ...address });
      },
      async remove(userId, id) {
        return book(userId).delete(id);
      },
    },
  };
  return { ports, clock, records, books };
}
