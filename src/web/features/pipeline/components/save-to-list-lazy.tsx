import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

const SaveToListButton = lazy(async () => ({
  default: (await import('./save-to-list-button')).SaveToListButton,
}));

/**
 * `SaveToListButton` (issue #34 item 1) in a chunk of its own, so that the talent feed's first
 * load (issue #29 budget, docs/decisions/030) carries none of it: only a company's members see the
 * button, and it arrives just after their cards, in a placeholder of its size. Its menu is a
 * further chunk, loaded on the first press.
 */
export function LazySaveToListButton(props: ComponentProps<typeof SaveToListButton>) {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={cn('inline-block h-9 w-[4.5rem]', props.className)} />
      }
    >
      <SaveToListButton {...props} />
    </Suspense>
  );
}
