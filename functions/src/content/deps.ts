import { randomUUID } from 'node:crypto';
import { database } from '../app.js';
import { createCatalogStores } from '../data/catalog-repository.js';
import { createContentStores } from '../data/content-repository.js';
import type { ContentPorts } from './ports.js';

let ports: ContentPorts | undefined;

export function content(): ContentPorts {
  if (!ports) {
    const { categories, courses, products } = createCatalogStores(database());
    const db = database();
    const audiences = {
      hasGroup: async (id: string) => !!(await db.userGroups.get({ id }).go({ attributes: ['id'] })).data,
      hasUser: async (userId: string) => !!(await db.users.get({ userId }).go({ attributes: ['userId'] })).data,
    };
    const accounts = { roleOf: async (userId: string) => (await db.users.get({ userId }).go({ attributes: ['userId', 'roleId'] })).data?.roleId };
    ports = { ...createContentStores(db), categories, courses, products, audiences, accounts, newId: randomUUID, now: () => new Date() };
  }
  return ports;
}
