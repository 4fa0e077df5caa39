import { cn } from './cn';

/** Class names for a desktop navigation link, highlighted when its route is active. */
export function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900',
    isActive ? 'text-brand-700' : 'text-slate-700',
  );
}

/** Class names for a mobile menu link. */
export function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'flex w-full items-center rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-slate-100',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800',
  );
}
