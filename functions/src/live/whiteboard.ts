import * as Y from 'yjs';
import type { StoredWhiteboard } from './room-ports.js';

/** The most a session's whiteboard keeps, under DynamoDB's 400 KB item with room for the rest of the item. */
export const MAX_WHITEBOARD_BYTES = 300 * 1024;

/** After this many appended updates, the next stroke folds them into the snapshot. */
export const COMPACT_AFTER = 32;

/**
 * A whiteboard update merged into the stored document (decision 0049): its snapshot and the updates
 * appended since. Yjs updates commute, so whichever order two browsers' strokes arrive in, the
 * merged document holds both. Undefined when the update is not a Yjs update.
 */
export function mergeWhiteboard(stored: readonly Uint8Array[], update: Uint8Array): Uint8Array | undefined {
  try {
    // Decoding checks the update is one: a malformed one throws.
    Y.decodeUpdate(update);
    return Y.mergeUpdates([...stored, update]);
  } catch {
    return undefined;
  }
}

/** The parts of a stored board, snapshot first. */
export const boardParts = ({ snapshot, updates }: StoredWhiteboard): Uint8Array[] => [...(snapshot ? [snapshot.state] : []), ...updates.map((one) => one.update)];

/** The whole stored board as one update (what a late joiner is sent); undefined when nothing was drawn. */
export function boardState(board: StoredWhiteboard): Uint8Array | undefined {
  const parts = boardParts(board);
  return parts.length ? Y.mergeUpdates(parts) : undefined;
}

/**
 * Whether an update takes strokes away (its delete set names any content). Strokes are only ever
 * added whole, so the one update that deletes is the instructor's clear (decision 0049). Throws
 * on what is not a Yjs update.
 */
export const deletesStrokes = (update: Uint8Array): boolean => Y.decodeUpdate(update).ds.clients.size > 0;

/** The document re-encoded: what cleared strokes took is dropped (Yjs garbage-collects deleted content on load). */
export function compactWhiteboard(state: Uint8Array): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const compact = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return compact;
}
