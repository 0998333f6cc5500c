import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomControls } from '../room-controls';

/**
 * The room's media in AWS (decision 0049): an Amazon Chime SDK meeting, its browser SDK loaded
 * only here, when the room route answers `chime`. Camera, microphone, screen share and leave go
 * through the meeting session; each other participant's video is a tile.
 */
export default function ChimeMedia({ meeting, attendee, onControls }: { meeting: Record<string, unknown>; attendee: Record<string, unknown>; onControls: (controls: RoomControls) => void }) {
  const { t } = useTranslation();
  const local = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [tiles, setTiles] = useState<number[]>([]);
  const elements = useRef(new Map<number, HTMLVideoElement>());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void (async () => {
      const chime = await import('amazon-chime-sdk-js');
      if (cancelled) return;
      const logger = new chime.ConsoleLogger('class-room', chime.LogLevel.WARN);
      const devices = new chime.DefaultDeviceController(logger);
      const session = new chime.DefaultMeetingSession(new chime.MeetingSessionConfiguration({ Meeting: meeting }, { Attendee: attendee }), logger, devices);
      const av = session.audioVideo;
      av.addObserver({
        videoTileDidUpdate: (tile) => {
          if (tile.tileId === null) return;
          const id = tile.tileId;
          if (tile.localTile) {
            if (local.current) av.bindVideoElement(id, local.current);
            return;
          }
          setTiles((all) => (all.includes(id) ? all : [...all, id]));
          queueMicrotask(() => {
            const element = elements.current.get(id);
            if (element) av.bindVideoElement(id, element);
          });
        },
        videoTileWasRemoved: (id) => setTiles((all) => all.filter((tile) => tile !== id)),
      });
      try {
        const [microphone] = await av.listAudioInputDevices();
        const [camera] = await av.listVideoInputDevices();
        if (microphone) await av.startAudioInput(microphone.deviceId);
        if (camera) await av.startVideoInput(camera.deviceId);
        if (audio.current) await av.bindAudioElement(audio.current);
        av.start();
        if (camera) av.startLocalVideoTile();
      } catch {
        setFailed(true);
      }
      onControls({
        mute: (muted) => (muted ? av.realtimeMuteLocalAudio() : av.realtimeUnmuteLocalAudio()),
        camera: (off) => (off ? av.stopLocalVideoTile() : av.startLocalVideoTile()),
        share: async (on) => {
          if (on) await av.startContentShareFromScreenCapture();
          else av.stopContentShare();
        },
      });
      stop = () => {
        av.stopContentShare();
        av.stopLocalVideoTile();
        av.stop();
      };
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [meeting, attendee, onControls]);

  return (
    <div className="class-room-videos">
      {failed ? <p role="alert">{t('classRoom.noDevices')}</p> : null}
      <video ref={local} className="class-room-video class-room-video--self" muted playsInline autoPlay aria-label={t('classRoom.you')} />
      {tiles.map((id) => (
        <video key={id} ref={(element) => void (element ? elements.current.set(id, element) : elements.current.delete(id))} className="class-room-video" playsInline autoPlay muted aria-label={t('classRoom.participant')} />
      ))}
      <audio ref={audio} autoPlay />
    </div>
  );
}
