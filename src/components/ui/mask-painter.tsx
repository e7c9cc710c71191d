import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';

export type MaskPainterHandle = { toPng: () => Promise<Blob> };
type Mode = 'keep' | 'remove';
type Props = {
  imageUrl: string;
  /** The starting mask: a greyscale image, white = keep. Its size is the size painted and exported. */
  maskUrl: string;
  imageAlt: string;
  handle: Ref<MaskPainterHandle>;
  onDirtyChange?: (dirty: boolean) => void;
};

// What is left out fades towards white, as it will on the white-background portrait.
const VEIL = 'rgba(250, 250, 249, 0.8)';
const MAX_UNDO = 30;

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be loaded.'));
    img.src = src;
  });

/**
 * Paint "keep" or "remove" over an image to correct a mask: pointer events (a finger, a pen or a
 * mouse), undo, and a keyboard way (arrows move the brush, Space puts it down or lifts it, K / R switch,
 * + / - size, U undo). What is removed fades out; `handle.toPng()` gives the mask, white = keep.
 */
export function MaskPainter({ imageUrl, maskUrl, imageAlt, handle, onDirtyChange }: Props) {
  const view = useRef<HTMLCanvasElement>(null);
  const mask = useRef<HTMLCanvasElement | null>(null);
  const photo = useRef<HTMLImageElement | null>(null);
  const initial = useRef<ImageData | null>(null);
  const history = useRef<ImageData[]>([]);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [mode, setMode] = useState<Mode>('remove');
  const [brush, setBrush] = useState(4);
  const [undoCount, setUndoCount] = useState(0);
  const [cursor, setCursor] = useState<{ x: number; y: number; down: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const helpId = useId();
  const brushPx = size ? Math.max(2, (Math.max(size.w, size.h) * brush) / 100) : 8;

  useEffect(() => {
    let live = true;
    void Promise.all([loadImage(imageUrl), loadImage(maskUrl)]).then(
      ([img, m]) => {
        if (!live) return;
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [m.naturalWidth, m.naturalHeight];
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        ctx.drawImage(m, 0, 0);
        // The mask's grey becomes the alpha of white: painting "remove" then simply erases.
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.data.length; i += 4)
          [data.data[i], data.data[i + 1], data.data[i + 2], data.data[i + 3]] = [255, 255, 255, data.data[i]!];
        ctx.putImageData(data, 0, 0);
        mask.current = canvas;
        photo.current = img;
        initial.current = data;
        setSize({ w: canvas.width, h: canvas.height });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [imageUrl, maskUrl]);

  const render = useCallback(() => {
    const canvas = view.current;
    if (!canvas || !mask.current || !photo.current) return;
    const ctx = canvas.getContext('2d')!;
    const { width: w, height: h } = canvas;
    ctx.globalCompositeOperation = 'source-over';
    ctx.drawImage(photo.current, 0, 0, w, h);
    const veil = document.createElement('canvas');
    [veil.width, veil.height] = [w, h];
    const v = veil.getContext('2d')!;
    v.fillStyle = VEIL;
    v.fillRect(0, 0, w, h);
    v.globalCompositeOperation = 'destination-out';
    v.drawImage(mask.current, 0, 0);
    ctx.drawImage(veil, 0, 0);
    if (cursor) {
      ctx.beginPath();
      ctx.arc(cursor.x, cursor.y, brushPx / 2, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(2, w / 200);
      ctx.strokeStyle = mode === 'keep' ? '#16a34a' : '#dc2626';
      ctx.setLineDash(cursor.down ? [] : [6, 4]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }, [brushPx, cursor, mode]);
  useEffect(render, [render, size]);

  const snapshot = () => {
    const m = mask.current!;
    history.current = [
      ...history.current.slice(-(MAX_UNDO - 1)),
      m.getContext('2d')!.getImageData(0, 0, m.width, m.height),
    ];
    setUndoCount(history.current.length);
    onDirtyChange?.(true);
  };
  const paint = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = mask.current!.getContext('2d')!;
    ctx.globalCompositeOperation = mode === 'keep' ? 'source-over' : 'destination-out';
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = brushPx;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
  };
  const undo = () => {
    const previous = history.current.pop();
    if (!previous) return;
    mask.current!.getContext('2d')!.putImageData(previous, 0, 0);
    setUndoCount(history.current.length);
    onDirtyChange?.(history.current.length > 0);
    render();
  };
  const startOver = () => {
    if (!initial.current) return;
    snapshot();
    mask.current!.getContext('2d')!.putImageData(initial.current, 0, 0);
    render();
  };

  useImperativeHandle(handle, () => ({
    toPng: () =>
      new Promise<Blob>((resolve, reject) => {
        const m = mask.current;
        if (!m) return reject(new Error('Nothing to save yet.'));
        const out = document.createElement('canvas');
        [out.width, out.height] = [m.width, m.height];
        const ctx = out.getContext('2d')!;
        ctx.fillStyle = '#000000';
        ctx.fillRect(0, 0, out.width, out.height);
        ctx.drawImage(m, 0, 0);
        out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The mask could not be saved.'))), 'image/png');
      }),
  }));

  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      y: ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    };
  };
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!mask.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    snapshot();
    const p = at(e);
    last.current = p;
    paint(p, p);
    setCursor({ ...p, down: true });
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = at(e);
    if (last.current) {
      paint(last.current, p);
      last.current = p;
    }
    setCursor({ ...p, down: Boolean(last.current) });
  };
  const onPointerUp = () => {
    last.current = null;
    setCursor((c) => (c ? { ...c, down: false } : c));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    if (!size) return;
    const step = (Math.max(size.w, size.h) * (e.shiftKey ? 8 : 2)) / 100;
    const c = cursor ?? { x: size.w / 2, y: size.h / 2, down: false };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const key = e.key.toLowerCase();
    if (moves[e.key]) {
      const [dx, dy] = moves[e.key]!;
      const next = {
        x: Math.min(size.w, Math.max(0, c.x + dx)),
        y: Math.min(size.h, Math.max(0, c.y + dy)),
        down: c.down,
      };
      if (c.down) paint(c, next);
      setCursor(next);
    } else if (e.key === ' ' || e.key === 'Enter') {
      if (!c.down) {
        snapshot();
        paint(c, c);
      }
      setCursor({ ...c, down: !c.down });
    } else if (key === 'k' || key === 'r') setMode(key === 'k' ? 'keep' : 'remove');
    else if (e.key === '+' || e.key === '=' || e.key === '-')
      setBrush((b) => Math.min(12, Math.max(1, b + (e.key === '-' ? -1 : 1))));
    else if (key === 'u' || (key === 'z' && (e.ctrlKey || e.metaKey))) undo();
    else return;
    e.preventDefault();
  };

  if (failed) return <p role="alert">The image could not be loaded. Please close this and try again.</p>;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Brush">
        {(['keep', 'remove'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={
              `rounded-full px-4 py-1.5 text-sm font-semibold ring-1 focus-visible:outline ` +
              `focus-visible:outline-2 focus-visible:outline-offset-2 ` +
              `focus-visible:outline-brand-500 ${
                mode === m
                  ? m === 'keep'
                    ? 'bg-emerald-700 text-white ring-emerald-700'
                    : 'bg-red-700 text-white ring-red-700'
                  : 'bg-white text-ink ring-stone-300 hover:bg-stone-50'
              }`
            }
          >
            {m === 'keep' ? 'Keep' : 'Remove'}
          </button>
        ))}
        <label className="ml-1 flex items-center gap-2 text-sm text-stone-700">
          Brush
          <input
            type="range"
            min={1}
            max={12}
            value={brush}
            onChange={(e) => setBrush(Number(e.target.value))}
            className="w-24 accent-brand-500"
          />
        </label>
        <button
          type="button"
          onClick={undo}
          disabled={undoCount === 0}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-40"
        >
          Undo
        </button>
        <button
          type="button"
          onClick={startOver}
          disabled={!size}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink hover:bg-stone-100 disabled:opacity-40"
        >
          Start over
        </button>
      </div>
      <div
        className="relative mt-3 overflow-hidden rounded-xl bg-stone-100"
        style={size ? { aspectRatio: `${size.w} / ${size.h}` } : { aspectRatio: '4 / 3' }}
      >
        {size ? (
          <canvas
            ref={view}
            width={size.w}
            height={size.h}
            role="img"
            aria-label={`${imageAlt}. ${mode === 'keep' ? 'Keep' : 'Remove'} brush.`}
            aria-describedby={helpId}
            tabIndex={0}
            data-testid="mask-painter-canvas"
            className={
              'block h-full w-full cursor-crosshair touch-none focus-visible:outline ' +
              'focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-500'
            }
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onPointerLeave={() => !last.current && setCursor(null)}
            onKeyDown={onKeyDown}
          />
        ) : (
          <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-stone-600">
            Loading...
          </p>
        )}
      </div>
      <p id={helpId} className="mt-2 text-xs text-stone-600">
        Paint over the photo with a finger or the mouse. Keyboard: arrow keys move the brush (Shift for bigger steps),
        Space puts it down or lifts it, K keep, R remove, + and − size, U undo.
      </p>
    </div>
  );
}
