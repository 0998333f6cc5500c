import * as Y from 'yjs';

/** The most a session's whiteboard keeps, under DynamoDB's 400 KB item with room for the rest of the item. */
export const MAX_WHITEBOARD_BYTES = 300 * 1024;

/**
 * A whiteboard update merged into the stored document (decision 0049). Yjs updates commute, so
 * whichever order two browsers' strokes arrive in, the merged document holds both. Undefined when
 * the update is not a Yjs update.
 */
export function mergeWhiteboard(stored: Uint8Array | undefined, update: Uint8Array): Uint8Array | undefined {
  try {
    // Decoding checks the update is one: a malformed one throws.
    Y.decodeUpdate(update);
    return stored ? Y.mergeUpdates([stored, update]) : Y.mergeUpdates([update]);
  } catch {
    return undefined;
  }
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
