import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { initialsOf } from '../../lib/initials';

/** Backgrounds that keep white initials above 4.5:1 contrast. */
const palette = [
  'bg-orange-700',
  'bg-blue-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-cyan-800',
  'bg-amber-800',
  'bg-indigo-700',
  'bg-teal-700',
  'bg-fuchsia-700',
] as const;

/** A stable palette color for `name` (a small string hash), so a person keeps their color. */
export function avatarColorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

interface AvatarInitialsProps extends Omit<ComponentProps<'span'>, 'children'> {
  name: string;
}

/**
 * A colored circle with the name's initials, drawn locally (DESIGN.md: no third-party avatar
 * service). Decorative: the name is always written beside it.
 */
export function AvatarInitials({ name, className, ...props }: AvatarInitialsProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white select-none',
        avatarColorOf(name),
        className,
      )}
      {...props}
    >
      {initialsOf(name)}
    </span>
  );
}
