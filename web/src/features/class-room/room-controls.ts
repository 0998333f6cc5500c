/** What the room's buttons do to the media, whichever provider runs it. */
export interface RoomControls {
  mute(muted: boolean): void;
  camera(off: boolean): void;
  share(on: boolean): Promise<void>;
}
