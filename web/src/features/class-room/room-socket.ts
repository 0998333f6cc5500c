import type { RoomClientMessage, RoomServerMessage } from '@lm/shared';

type Listener = (message: RoomServerMessage) => void;

/** How long a hello waits for its welcome before it is said again, and how often at most. */
export const HELLO_AGAIN_MS = 3_000;
const HELLOS = 5;

/**
 * The class room's WebSocket (decision 0049): opened with the ticket the room route handed out,
 * it says hello once open (again while no welcome came: a message the socket lost is not waited
 * for forever) and hands every message to its listeners.
 */
export class RoomSocket {
  private readonly ws: WebSocket;
  private readonly listeners = new Set<Listener>();
  private readonly pending: string[] = [];
  private helloTimer: ReturnType<typeof setTimeout> | undefined;
  closed = false;

  constructor(url: string, ticket: string, onClose: (refused: boolean) => void) {
    this.ws = new WebSocket(`${url}?ticket=${encodeURIComponent(ticket)}`);
    let opened = false;
    let hellos = 0;
    const hello = () => {
      if (this.ws.readyState !== WebSocket.OPEN) return;
      this.ws.send(JSON.stringify({ kind: 'hello' } satisfies RoomClientMessage));
      hellos += 1;
      this.helloTimer = hellos < HELLOS ? setTimeout(hello, HELLO_AGAIN_MS) : undefined;
    };
    this.ws.addEventListener('open', () => {
      opened = true;
      hello();
      for (const text of this.pending.splice(0)) this.ws.send(text);
    });
    this.ws.addEventListener('message', (event) => {
      let message: RoomServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RoomServerMessage;
      } catch {
        return;
      }
      if (message.kind === 'welcome') clearTimeout(this.helloTimer);
      for (const listener of this.listeners) listener(message);
    });
    this.ws.addEventListener('close', () => {
      clearTimeout(this.helloTimer);
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
    clearTimeout(this.helloTimer);
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
