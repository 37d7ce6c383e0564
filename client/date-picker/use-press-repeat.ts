import { useEffect, useRef, type PointerEvent, type MouseEvent } from 'react';
import { repeatInterval, TIME_REPEAT } from './defaults.ts';

/**
 * Handlers for an arrow button that steps once when pressed and, held, keeps stepping faster and faster
 * (`repeatInterval`). A click from the keyboard steps once; the click that ends a pointer press is ignored, since the
 * press already stepped.
 */
export function usePressRepeat(step: () => void) {
  const stepRef = useRef(step);
  stepRef.current = step;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressed = useRef(false);

  const stop = () => clearTimeout(timer.current);
  useEffect(() => stop, []);

  return {
    onPointerDown(e: PointerEvent<HTMLButtonElement>) {
      if (e.button !== 0) return;
      e.preventDefault(); // keeps focus where it is (on the spin button) and stops a long press from selecting text
      pressed.current = true;
      stepRef.current();
      const start = performance.now();
      const tick = () => {
        stepRef.current();
        timer.current = setTimeout(tick, repeatInterval(performance.now() - start) ?? TIME_REPEAT.startMs);
      };
      stop();
      timer.current = setTimeout(tick, TIME_REPEAT.delayMs);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onClick(e: MouseEvent<HTMLButtonElement>) {
      if (pressed.current && e.detail > 0) {
        pressed.current = false;
        return;
      }
      stepRef.current();
    },
  };
}
