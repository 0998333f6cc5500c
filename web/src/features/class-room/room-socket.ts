import type { RoomClientMessage, RoomServerMessage } from '@lm/shared';

type Listener = (message: RoomServerMessage) => void;

/**
 * The class room's WebSocket (decision 0049): opened with the ticket the room route handed out,
 * it says hello once open and hands every message to its listeners.
 */
export class RoomSocket {
  private readonly ws: WebSocket;
  private readonly listeners = new Set<Listener>();
  private readonly pending: string[] = [];
  closed = false;

  constructor(url: string, ticket: string, onClose: (refused: boolean) => void) {
    this.ws = new WebSocket(`${url}?ticket=${encodeURIComponent(ticket)}`);
    let opened = false;
    this.ws.addEventListener('open', () => {
      opened = true;
      this.ws.send(JSON.stringify({ kind: 'hello' } satisfies RoomClientMessage));
      for (const text of this.pending.splice(0)) this.ws.send(text);
    });
    this.ws.addEventListener('message', (event) => {
      let message: RoomServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RoomServerMessage;
      } catch {
        return;
      }
      for (const listener of this.listeners) listener(message);
    });
    this.ws.addEventListener('close', () => {
      if (this.closed) return;
      this.closed = true;
      onClose(!opened);
    });
  }

  send(message: RoomClientMessage): void {
    const text = JSON.stringify(message);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
    else if (this.ws.readyState === WebSocket.CONNECTING) this.pending.push(text);
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.ws.close(1000);
  }
}

export const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
};

export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
