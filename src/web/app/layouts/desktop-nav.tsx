import { lazy, Suspense } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { LazyUnreadNavCount } from '../../features/conversations/components/lazy-unread-nav-count';
import { openWhenLoaded } from './early-menu-press';
import type { NavEntry, NavMenuEntry } from './nav-entries';
import { desktopLinkClass } from '../../lib/nav-link-classes';

// The menus' Radix dropdowns stay out of the first chunk (docs/decisions/030): on a wide screen
// their code starts loading at once; a phone never loads it unless it turns wide.
let menuModule: Promise<typeof import('./desktop-nav-menu')> | undefined;
/** Starts loading the desktop menus' code (once). */
export const loadDesktopNavMenu = () => (menuModule ??= import('./desktop-nav-menu'));
const DesktopNavMenu = lazy(async () => ({ default: (await loadDesktopNavMenu()).DesktopNavMenu }));
// The Log Out button of a signed-in bar: with the menus' code, never in a visitor's first load.
const LogoutButton = lazy(async () => ({ default: (await loadDesktopNavMenu()).LogoutButton }));

/**
 * A menu's trigger as it looks, before its dropdown's code is there: in the prerendered HTML, on
 * a narrow screen (where the bar is hidden) and for the moment the code loads. Pressed meanwhile,
 * the menu opens as soon as its code is there (`openWhenLoaded`).
 */
function MenuTriggerLook({ entry }: { entry: NavMenuEntry }) {
  return (
    <Button
      variant={entry.primary ? 'default' : 'ghost'}
      size="sm"
      className="max-w-56"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        openWhenLoaded.label = entry.label;
        void loadDesktopNavMenu();
      }}
    >
      <span className="truncate">{entry.label}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

interface DesktopNavProps {
  entries: NavEntry[];
  /** The menus open (their code is loaded): true on a wide screen, after hydration. */
  menus: boolean;
}

/**
 * The navigation bar for wide screens (spec 1 §2 "Top navigation"): links, and menus as Radix
 * dropdowns once `menus` is true. Rendered in the prerendered HTML too, with the visitor's
 * entries (docs/decisions/061).
 */
export function DesktopNav({ entries, menus }: DesktopNavProps) {
  return (
    <ul className="flex items-center gap-1">
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          return (
            <li key={`link-${entry.label}`}>
              <NavLink to={entry.to} end={!entry.badge} className={desktopLinkClass}>
                {entry.label}
                {entry.badge ? <LazyUnreadNavCount /> : null}
              </NavLink>
            </li>
          );
        }
        if (entry.kind === 'logout') {
          return (
            <li key="logout">
              <Suspense fallback={null}>
                <LogoutButton label={entry.label} />
              </Suspense>
            </li>
          );
        }
        return (
          <li key={`menu-${entry.label}`} className={entry.primary ? 'ml-2' : undefined}>
            {menus ? (
              <Suspense fallback={<MenuTriggerLook entry={entry} />}>
                <DesktopNavMenu entry={entry} />
              </Suspense>
            ) : (
              <MenuTriggerLook entry={entry} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
