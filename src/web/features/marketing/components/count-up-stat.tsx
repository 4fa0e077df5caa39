interface CountUpStatProps {
  /** The numbers in the figure, e.g. `[500]` or `[5, 7]`. */
  targets: readonly number[];
  /** Builds the figure from the current numbers, e.g. `([n]) => `${n}+``. */
  format: (values: number[]) => string;
  label: string;
  /** 0..1: how far the count has gone. */
  progress: number;
}

/**
 * One figure of a stats band. Screen readers get the final figure; the counting copy is
 * decorative, so it is not read out on every frame.
 */
export function CountUpStat({ targets, format, label, progress }: CountUpStatProps) {
  const final = format([...targets]);
  const current = format(targets.map((target) => Math.round(target * progress)));
  return (
    <div className="flex flex-col text-center">
      <dt className="mt-2 text-sm font-medium text-brand-50 sm:text-base">{label}</dt>
      <dd className="order-first text-4xl font-extrabold tracking-tight text-white tabular-nums sm:text-5xl">
        <span className="sr-only">{final}</span>
        <span aria-hidden="true">{current}</span>
      </dd>
    </div>
  );
}
