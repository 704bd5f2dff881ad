import { useEffect, useRef, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';

interface Props {
  /** A PNG data URL of the drawing, or null while the pad is empty. */
  onChange: (image: string | null) => void;
}

/** Draw a signature with a finger, pen or mouse (pointer events); the canvas is sized to its box. */
export function SignaturePad({ onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    const context = element.getContext('2d');
    context?.scale(ratio, ratio);
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  return (
    <div>
      <canvas
        ref={canvas}
        aria-label="Draw your signature here"
        data-testid="signature-pad"
        className="border rounded bg-white w-100"
        style={{ height: 160, touchAction: 'none' }}
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          ctx.lineWidth = 2.5;
          ctx.lineCap = 'round';
          ctx.strokeStyle = '#1a237e';
          ctx.beginPath();
          ctx.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          const ctx = context();
          if (!drawing.current || !ctx) return;
          const { x, y } = point(event);
          ctx.lineTo(x, y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
      />
      <Button
        variant="link"
        size="sm"
        className="px-0"
        onClick={() => {
          const element = canvas.current;
          element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
          onChange(null);
        }}
      >
        Clear
      </Button>
    </div>
  );
}
