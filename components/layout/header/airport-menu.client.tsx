'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePathname } from '@/lib/i18n/use-pathname';
import type { AirportAudience } from '@/lib/navigation-menu';
import { Link } from '@/components/link/link';
import styles from './airport-menu.module.scss';

export interface AirportMenuGroupView {
  audience: AirportAudience;
  label: string;
  links: { href: string; label: string }[];
  /** Paths whose pages open on this audience's tab (lib/navigation-menu's AIRPORT_MENU). */
  prefixes: string[];
}

/**
 * The audience whose tab is open on a page, from the groups' prefixes (computed here rather than
 * imported, so the menu and route registry stay on the server: −3.7 kB gzip on every page).
 */
function audienceOf(groups: readonly AirportMenuGroupView[], path: string): AirportAudience {
  const match = groups.find((group) =>
    group.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
  return match?.audience ?? 'passengers';
}

export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The airport menu (SPEC §2): two audiences, passengers and corporate, as tabs; each tab shows a short
 * list of links, a horizontally scrollable row on small screens. Corporate pages open on the
 * corporate tab; the visitor's choice holds until the next page.
 */
export function AirportMenu({ label, groups }: { label: string; groups: AirportMenuGroupView[] }) {
  const pathname = usePathname();
  const baseId = useId();
  const [choice, setChoice] = useState<{ path: string; audience: AirportAudience } | null>(null);
  const selected = choice && choice.path === pathname ? choice.audience : audienceOf(groups, pathname);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const group = groups[index];
    if (!group) return;
    setChoice({ path: pathname, audience: group.audience });
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = groups.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <nav className={styles.menu} aria-label={label}>
      <div className={styles.tabs} role="tablist" aria-label={label}>
        {groups.map((group, index) => {
          const active = group.audience === selected;
          return (
            <button
              key={group.audience}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${group.audience}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${group.audience}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {group.label}
            </button>
          );
        })}
      </div>
      {groups.map((group) => (
        <div
          key={group.audience}
          role="tabpanel"
          id={`${baseId}-panel-${group.audience}`}
          aria-labelledby={`${baseId}-tab-${group.audience}`}
          hidden={group.audience !== selected}
          className={styles.panel}
        >
          <ul className={styles.links}>
            {group.links.map((link) => {
              const current = isCurrentPath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link} aria-current={current ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
