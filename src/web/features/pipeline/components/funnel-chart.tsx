import { useLayoutEffect, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

/** One bar of the funnel: its label and count. */
export interface FunnelBar {
  label: string;
  value: number;
}

const ROW = 40;
const LABEL_WIDTH = 76;
/** Room after the longest bar for its number. */
const VALUE_ROOM = 40;
/** The width drawn while the container has none to tell (not laid out yet): a phone's card. */
const FALLBACK_WIDTH = 320;

/** The width of `ref`'s element, followed as it changes (a rotated phone, a resized window). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  // Measured before the first paint, so the chart is drawn once at its size.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The funnel as horizontal bars (issue #34 item 6), drawn with visx (`@visx/shape`,
 * `@visx/scale`): one row per step, its label, its bar scaled to the requests, its count. Sized
 * to its container in CSS pixels, so the labels stay 13 px on a 375 px phone. Decorative for
 * assistive technology: the card gives the same numbers as text. Loaded lazily with the card.
 */
export function FunnelChart({ bars }: { bars: FunnelBar[] }) {
  const [ref, measured] = useWidth<HTMLDivElement>();
  const width = measured || FALLBACK_WIDTH;
  const height = bars.length * ROW;
  const barsWidth = Math.max(0, width - LABEL_WIDTH - VALUE_ROOM);
  const y = scaleBand<string>({
    domain: bars.map((bar) => bar.label),
    range: [0, height],
    padding: 0.25,
  });
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...bars.map((bar) => bar.value))],
    range: [0, barsWidth],
  });
  return (
    <div ref={ref} aria-hidden="true" className="w-full">
      <svg width={width} height={height} className="block overflow-visible">
        {bars.map((bar, index) => {
          const top = y(bar.label) ?? 0;
          const length = bar.value > 0 ? Math.max(3, x(bar.value)) : 0;
          return (
            <Group key={bar.label} top={top}>
              <text
                x={0}
                y={y.bandwidth() / 2}
                dominantBaseline="middle"
                className="fill-slate-700 text-[13px] font-medium"
              >
                {bar.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={0}
                width={barsWidth}
                height={y.bandwidth()}
                rx={6}
                className="fill-slate-100"
              />
              <Bar
                x={LABEL_WIDTH}
                y={0}
                width={length}
                height={y.bandwidth()}
                rx={6}
                className={index === 0 ? 'fill-brand-500' : 'fill-brand-700'}
              />
              <text
                x={LABEL_WIDTH + length + 8}
                y={y.bandwidth() / 2}
                dominantBaseline="middle"
                className="fill-slate-900 text-[13px] font-bold tabular-nums"
              >
                {bar.value}
              </text>
            </Group>
          );
        })}
      </svg>
    </div>
  );
}
