import { randomUUID } from 'node:crypto';
import { database } from '../app.js';
import { createCatalogStores } from '../data/catalog-repository.js';
import { createContentStores } from '../data/content-repository.js';
import type { ContentPorts } from './ports.js';

let ports: ContentPorts | undefined;

export function content(): ContentPorts {
  if (!ports) {
    const { categories, courses, products } = createCatalogStores(database());
    ports = { ...createContentStores(database()), categories, courses, products, newId: randomUUID, now: () => new Date() };
  }
  return ports;
}
