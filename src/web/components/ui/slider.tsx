import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cn } from '../../lib/cn';

interface SliderProps extends Omit<ComponentProps<'span'>, 'defaultValue' | 'onChange' | 'dir'> {
  /** The thumbs' values, ascending (controlled). */
  value: number[];
  onValueChange: (value: number[]) => void;
  /** Called with the values when a drag ends or a key changed them. */
  onValueCommit?: (value: number[]) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The fewest steps two thumbs stay apart. */
  minStepsBetweenThumbs?: number;
  disabled?: boolean;
  /** One accessible name per thumb, e.g. ['Minimum budget', 'Maximum budget']. */
  thumbLabels: readonly string[];
  /** Text a screen reader announces for a thumb's value (e.g. "$2,000"). */
  getValueText?: (value: number) => string;
}

/**
 * A horizontal range slider with one labelled thumb per value: the markup, keyboard and pointer
 * behaviour of Radix Slider, which the app used until it ran on Preact. Radix's thumbs find their
 * index through a collection that registers in an effect, later than Preact re-renders them, so
 * they stayed hidden (radix-ui/primitives#3610, preactjs/preact#3666; docs/decisions/047-preact.md).
 * Arrow keys move the focused thumb one step, Page Up/Down and Shift+arrow ten; Home moves the first
 * thumb to `min`, End the last to `max`; a press on the track moves the nearest thumb there, and a
 * thumb follows the pointer while pressed. Thumbs that cross swap, and focus follows the moved value.
 */
export function Slider({
  className,
  style,
  value: values,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  disabled = false,
  thumbLabels,
  getValueText,
  onKeyDown,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  ...props
}: SliderProps) {
  const rootRef = useRef<HTMLSpanElement>(null);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  const thumbWidths = useThumbWidths(thumbs, thumbLabels.length);
  /** The thumb that keys and a drag move: the focused one, or the one a press started nearest. */
  const indexToChange = useRef(0);
  const keyboard = useRef(false);
  const valuesAtSlideStart = useRef(values);
  /** The root's box while a drag lasts. */
  const slideRect = useRef<DOMRect | null>(null);

  const updateValues = (next: number, atIndex: number, commit = false) => {
    const decimals = decimalCount(step);
    const snapped = roundTo(Math.round((next - min) / step) * step + min, decimals);
    const nextValue = Math.min(max, Math.max(min, snapped));
    const nextValues = [...values];
    nextValues[atIndex] = nextValue;
    nextValues.sort((a, b) => a - b);
    if (!keepsMinSteps(nextValues, minStepsBetweenThumbs * step)) return;
    indexToChange.current = nextValues.indexOf(nextValue);
    if (String(nextValues) === String(values)) return;
    thumbs.current[indexToChange.current]?.focus({
      preventScroll: true,
      focusVisible: keyboard.current,
    } as FocusOptions);
    keyboard.current = false;
    onValueChange(nextValues);
    if (commit) onValueCommit?.(nextValues);
  };

  const valueAt = (clientX: number) => {
    const rect = slideRect.current ?? rootRef.current!.getBoundingClientRect();
    slideRect.current = rect;
    if (rect.width === 0 || max === min) return min;
    return min + ((max - min) / rect.width) * (clientX - rect.left);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    if (event.key === 'Home') {
      keyboard.current = true;
      updateValues(min, 0, true);
    } else if (event.key === 'End') {
      keyboard.current = true;
      updateValues(max, values.length - 1, true);
    } else if (stepKeys.includes(event.key)) {
      keyboard.current = true;
      const skip =
        pageKeys.includes(event.key) || (event.shiftKey && event.key.startsWith('Arrow'));
      const direction = backKeys.includes(event.key) ? -1 : 1;
      const atIndex = indexToChange.current;
      const current = values[atIndex];
      if (current !== undefined)
        updateValues(nextStepValue(current, min, step, direction * (skip ? 10 : 1)), atIndex, true);
    } else return;
    event.preventDefault();
  };

  const handlePointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerDown?.(event);
    if (event.defaultPrevented || disabled) return;
    valuesAtSlideStart.current = values;
    keyboard.current = false;
    const target = event.target as HTMLElement;
    target.setPointerCapture(event.pointerId);
    event.preventDefault();
    if (thumbs.current.includes(target as HTMLSpanElement)) {
      target.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    } else {
      const next = valueAt(event.clientX);
      updateValues(next, closestIndex(values, next));
    }
  };

  const handlePointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerMove?.(event);
    if (disabled) return;
    const target = event.target as HTMLElement;
    if (target.hasPointerCapture(event.pointerId))
      updateValues(valueAt(event.clientX), indexToChange.current);
  };

  const handlePointerUp = (event: PointerEvent<HTMLSpanElement>) => {
    onPointerUp?.(event);
    const target = event.target as HTMLElement;
    if (!target.hasPointerCapture(event.pointerId)) return;
    target.releasePointerCapture(event.pointerId);
    slideRect.current = null;
    if (!disabled && String(values) !== String(valuesAtSlideStart.current)) onValueCommit?.(values);
  };

  const percentages = values.map((value) => percentOf(value, min, max));
  return (
    <span
      {...props}
      ref={rootRef}
      dir="ltr"
      data-orientation="horizontal"
      aria-disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        'relative flex h-6 w-full touch-none select-none items-center data-[disabled]:opacity-60',
        className,
      )}
      style={{ ...style, '--radix-slider-thumb-transform': 'translateX(-50%)' } as typeof style}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
    >
      <span
        data-orientation="horizontal"
        data-disabled={disabled ? '' : undefined}
        className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200"
      >
        <span
          data-orientation="horizontal"
          data-disabled={disabled ? '' : undefined}
          className="absolute h-full bg-brand-600"
          style={{
            left: `${values.length > 1 ? Math.min(...percentages) : 0}%`,
            right: `${100 - Math.max(...percentages)}%`,
          }}
        />
      </span>
      {thumbLabels.map((label, index) => {
        const value = values[index];
        const percent = percentages[index] ?? 0;
        const width = thumbWidths[index];
        const offset = width ? inBoundsOffset(width, percent) : 0;
        return (
          <span
            key={label}
            style={{
              transform: 'var(--radix-slider-thumb-transform)',
              position: 'absolute',
              left: `calc(${percent}% + ${offset}px)`,
            }}
          >
            <span
              ref={(thumb) => {
                thumbs.current[index] = thumb;
              }}
              role="slider"
              aria-label={label}
              aria-valuemin={min}
              aria-valuenow={value}
              aria-valuemax={max}
              aria-valuetext={getValueText && value !== undefined ? getValueText(value) : undefined}
              aria-orientation="horizontal"
              data-orientation="horizontal"
              data-disabled={disabled ? '' : undefined}
              tabIndex={disabled ? undefined : 0}
              className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              style={value === undefined ? { display: 'none' } : undefined}
              onFocus={() => {
                indexToChange.current = index;
              }}
            />
          </span>
        );
      })}
    </span>
  );
}

const pageKeys = ['PageUp', 'PageDown'];
const stepKeys = [...pageKeys, 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
/** Keys that move a thumb towards `min` (left to right). */
const backKeys = ['PageDown', 'ArrowDown', 'ArrowLeft'];

/** The thumbs' widths, measured once laid out and again when they resize. */
function useThumbWidths(
  thumbs: { current: (HTMLSpanElement | null)[] },
  count: number,
): (number | undefined)[] {
  const [widths, setWidths] = useState<(number | undefined)[]>([]);
  useLayoutEffect(() => {
    const elements = thumbs.current.slice(0, count);
    const measure = () => setWidths(elements.map((thumb) => thumb?.offsetWidth));
    measure();
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    for (const thumb of elements) if (thumb) observer.observe(thumb, { box: 'border-box' });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [thumbs, count]);
  return widths;
}

/** Where `value` lies between `min` and `max`, in percent (0–100). */
function percentOf(value: number, min: number, max: number): number {
  return Math.min(100, Math.max(0, (100 / (max - min)) * (value - min)));
}

/** Pixels that keep a thumb of `width` inside the track at `percent` (half a thumb at the ends). */
function inBoundsOffset(width: number, percent: number): number {
  const half = width / 2;
  return half - (percent / 50) * half;
}

/** The index of the value nearest `next` (the first of equals). */
function closestIndex(values: number[], next: number): number {
  if (values.length === 1) return 0;
  const distances = values.map((value) => Math.abs(value - next));
  return distances.indexOf(Math.min(...distances));
}

/** True when sorted `values` are at least `distance` apart. */
function keepsMinSteps(values: number[], distance: number): boolean {
  if (distance <= 0) return true;
  return values.slice(1).every((value, i) => value - values[i]! >= distance);
}

/** `steps` steps from `value`; a value off the step grid first moves to the grid that way. */
function nextStepValue(value: number, min: number, step: number, steps: number): number {
  const decimals = decimalCount(step);
  const fromMin = (value - min) / step;
  const nearest = Math.round(fromMin);
  const aligned = roundTo(nearest * step + min, decimals) === roundTo(value, decimals);
  const next = aligned ? nearest + steps : steps > 0 ? Math.ceil(fromMin) : Math.floor(fromMin);
  return roundTo(next * step + min, decimals);
}

/** Decimal places of `value` (0.25 → 2). */
function decimalCount(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [coefficient = '', exponent] = value.toString().split('e');
  const decimals = coefficient.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
