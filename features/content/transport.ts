import { transportModes } from '@/content/transport';
import type { LiveFacts } from '@/lib/facts';
import type { Locale } from '@/lib/i18n/locales';
import { transportModeSchema, type TransportMode } from './entry-schemas';
import { fillFacts } from './fill-facts';

/** The chooser's modes, validated once; the selected one by id (the first when the id is unknown). */
const MODES: TransportMode[] = transportModes.map((mode) => transportModeSchema.parse(mode));

export interface TransportChoice {
  modes: { id: string; name: string; href: string; selected: boolean }[];
  selected: {
    id: string;
    name: string;
    intro: string;
    routes: { name: string; description: string; time: string; cost: string }[];
  };
}

/** `live`: the facts other features own (the parking tariffs), filled where the text names them. */
export function chooseTransport(
  requested: string | undefined,
  locale: Locale,
  basePath: string,
  live: LiveFacts = {},
): TransportChoice {
  const selected = MODES.find((m) => m.id === requested) ?? MODES[0]!;
  const text = (value: string) => fillFacts(value, locale, undefined, live);
  return {
    modes: MODES.map((m) => ({
      id: m.id,
      name: text(m.locales[locale].name),
      href: `${basePath}?modo=${m.id}#medio`,
      selected: m === selected,
    })),
    selected: {
      id: selected.id,
      name: text(selected.locales[locale].name),
      intro: text(selected.locales[locale].intro),
      routes: selected.routes.map((r) => {
        const route = r.locales[locale];
        return {
          name: text(route.name),
          description: text(route.description),
          time: text(route.time),
          cost: text(route.cost),
        };
      }),
    },
  };
}

export function transportModeIds(): string[] {
  return MODES.map((m) => m.id);
}
