import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccessibilityIcon, BotIcon } from '@/components/icons/icons';
import { clockOffsetMs, now } from '@/lib/clock';
import { AIRPORT_MENU, DORA_LINK, MENU_CATEGORIES, searchableLinks, type MenuLink } from '@/lib/navigation-menu';
import { AirportMenu } from './header/airport-menu.client';
import { HamburgerMenu } from './header/hamburger-menu.client';
import { LanguageSwitch } from './header/language-switch.client';
import { LocalClock } from './header/local-clock.client';
import { Logo } from './header/logo';
import { RouteFinder } from './header/route-finder.client';
import type { RouteSearchSource } from './header/route-search';
import { Link } from '@/components/link/link';
import styles from './header/header.module.scss';
import { pageKey } from '@/lib/i18n/keys';

export type HeaderVariant = 'default' | 'home';

/**
 * The site header (SPEC §2): black, with logo, weather slot (Bogota time and date; the weather
 * feature adds the temperature), read-aloud slot, accessibility link, language switch, site search,
 * hamburger menu and the passengers/corporate airport menu. On a phone it is compact (about 100 px: the strip and
 * one row): the airport menu moves into the hamburger drawer and the assistant takes an icon in the row, so the
 * page's own content starts on the first screen. A server component: labels are resolved
 * here and passed to small client islands. `variant="home"` is transparent and taller. `weather` is
 * the weather feature's widget and `search` the site search, composed in app/ (components never import a
 * feature).
 */
export async function SiteHeader({
  variant = 'default',
  weather,
  search,
}: {
  variant?: HeaderVariant;
  weather?: ReactNode;
  /** The site search (features/search), composed in app/; given the menu's pages for its offline fallback. */
  search?: (source: RouteSearchSource) => ReactNode;
}) {
  const locale = await getLocale();
  const [t, tMenu, tPages, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'menu' }),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const title = (link: MenuLink) => tPages(`${pageKey(link.key)}.title`);
  const view = (link: MenuLink) => ({ href: link.path, label: title(link) });

  const categories = MENU_CATEGORIES.map((category) => ({
    id: category.id,
    label: tMenu(`categories.${category.id}`),
    landing: view(category.landing),
    children: category.children.map(view),
  }));
  // The route finder gets the menu's own categories object (sent once) and the pages only the footer links to.
  const searchSource: RouteSearchSource = {
    categories,
    extra: searchableLinks()
      .filter(({ category }) => category === null)
      .map(({ link }) => ({ href: link.path, title: title(link) })),
  };
  const airportGroups = AIRPORT_MENU.map((group) => ({
    audience: group.audience,
    label: t(`airportMenu.${group.audience}`),
    links: group.links.map(view),
    prefixes: [...group.prefixes],
  }));
  const offsetMs = clockOffsetMs();
  const renderedAtMs = now().getTime();

  return (
    <header className={styles.header} data-variant={variant}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <div data-slot="weather" className={styles.weather}>
            {weather}
            <LocalClock offsetMs={offsetMs} initialMs={renderedAtMs} label={t('localTime')} />
          </div>
          <div className={styles.tools}>
            {/* data-a11y-open: the accessibility widget (features/accessibility) opens its dialog from this link. */}
            <Link href="/accesibilidad" className={styles.tool} aria-label={t('accessibility')} data-a11y-open="">
              <AccessibilityIcon size={22} />
              <span className={styles.toolLabel} aria-hidden="true">
                {t('accessibilityShort')}
              </span>
            </Link>
            <div data-slot="read-aloud" className={styles.readAloud} />
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <div className={styles.main}>
        <Logo
          siteName={tCommon('siteName')}
          tagline={t('logoTagline')}
          size={variant === 'home' ? 'large' : 'default'}
        />
        <div className={styles.airport}>
          <AirportMenu label={t('airportMenu.label')} groups={airportGroups} />
        </div>
        <div className={styles.actions}>
          {/* Phones only (the floating launcher would cover the page): the assistant opens from here, data-chatbot-open
              (features/chatbot); without JavaScript, or where the launcher is off, the link leads to Dora's page. */}
          <Link href={DORA_LINK.path} className={styles.assistant} aria-label={t('dora')} data-chatbot-open="">
            <BotIcon size={24} />
          </Link>
          {search ? search(searchSource) : <RouteFinder source={searchSource} />}
          <HamburgerMenu
            categories={categories}
            dora={{ href: DORA_LINK.path, label: t('dora') }}
            airport={{ label: t('airportMenu.label'), groups: airportGroups }}
          />
        </div>
      </div>
    </header>
  );
}
