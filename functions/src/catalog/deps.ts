import { randomUUID } from 'node:crypto';
import { database } from '../app.js';
import { createCatalogStores } from '../data/catalog-repository.js';
import { createSearchIndex } from '../data/search-repository.js';
import type { CatalogPorts } from './ports.js';

let ports: CatalogPorts | undefined;

export function catalog(): CatalogPorts {
  return (ports ??= { ...createCatalogStores(database()), search: createSearchIndex(database()), newId: randomUUID, now: () => new Date() });
}
