import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';

/** One pen stroke: colour, width in pixels of a 1000-wide board, points as x,y pairs from 0 to 1. */
export interface Stroke {
  c: string;
  w: number;
  p: number[];
}

const COLOURS = ['#1f2937', '#dc2626', '#2563eb', '#16a34a', '#f59e0b'];
const WIDTHS = [2, 4, 8];
/** The board's drawing size; it is scaled to the space it has. */
const WIDTH = 1000;
const HEIGHT = 600;

export const strokesOf = (doc: Y.Doc) => doc.getArray<Stroke>('strokes');

function draw(context: CanvasRenderingContext2D, stroke: Stroke) {
  const [x0, y0] = stroke.p;
  if (x0 === undefined || y0 === undefined) return;
  context.strokeStyle = stroke.c;
  context.lineWidth = stroke.w;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  context.moveTo(x0 * WIDTH, y0 * HEIGHT);
  for (let index = 2; index < stroke.p.length; index += 2) context.lineTo((stroke.p[index] ?? 0) * WIDTH, (stroke.p[index + 1] ?? 0) * HEIGHT);
  if (stroke.p.length === 2) context.lineTo(x0 * WIDTH + 0.1, y0 * HEIGHT);
  context.stroke();
}

/**
 * The room's shared whiteboard (decision 0049): strokes in a Yjs array, so every participant's
 * drawing merges whatever the order it arrives in; the room socket carries the updates and the
 * table keeps the document, so a reload or a late joiner sees it all. A small canvas of the
 * product's own: pen colour and width, clear (the instructor), and a PNG of the board.
 */
export function Whiteboard({ doc, mayClear, title }: { doc: Y.Doc; mayClear: boolean; title: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<Stroke | null>(null);
  const [colour, setColour] = useState(COLOURS[0] as string);
  const [width, setWidth] = useState(WIDTHS[1] as number);
  const [count, setCount] = useState(() => strokesOf(doc).length);

  const redraw = useCallback(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    for (const stroke of strokesOf(doc).toArray()) draw(context, stroke);
    if (current.current) draw(context, current.current);
  }, [doc]);

  useEffect(() => {
    const strokes = strokesOf(doc);
    const changed = () => {
      setCount(strokes.length);
      redraw();
    };
    strokes.observe(changed);
    changed();
    return () => strokes.unobserve(changed);
  }, [doc, redraw]);

  const point = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)];
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    current.current = { c: colour, w: width, p: point(event) };
    redraw();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!current.current) return;
    current.current.p.push(...point(event));
    redraw();
  };
  const end = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke) strokesOf(doc).push([stroke]);
  };

  const exportPng = () => {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${title.replace(/[^\p{L}\p{N}]+/gu, '-') || 'whiteboard'}.png`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    }, 'image/png');
  };

  return (
    <section className="class-room-board" aria-label={t('classRoom.board.title')} data-strokes={count}>
      <div className="class-room-board__tools" role="toolbar" aria-label={t('classRoom.board.tools')}>
        {COLOURS.map((value) => (
          <button key={value} type="button" className="class-room-board__colour" style={{ background: value }} aria-pressed={colour === value} aria-label={t('classRoom.board.colour', { colour: value })} onClick={() => setColour(value)} />
        ))}
        <label>
          {t('classRoom.board.width')}
          <select value={width} onChange={(event) => setWidth(Number(event.target.value))}>
            {WIDTHS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        {mayClear ? (
          <button type="button" className="button" onClick={() => strokesOf(doc).delete(0, strokesOf(doc).length)}>
            {t('classRoom.board.clear')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={exportPng}>
          {t('classRoom.board.export')}
        </button>
      </div>
      <canvas
        ref={canvas}
        className="class-room-board__canvas"
        width={WIDTH}
        height={HEIGHT}
        aria-label={t('classRoom.board.canvas')}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
    </section>
  );
}
