/**
 * The accessibility widget's settings (SPEC §2): a plain, dependency-free model shared by the
 * pre-paint script, the lazy widget and the tests. Settings become classes on <html> (the styles
 * live in ./settings.scss); the DOM of the page is never rewritten.
 */

export const STORAGE_KEY = 'bog.a11y.v1';

export const TEXT_SIZES = [0, 1, 2, 3] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const CONTRASTS = ['default', 'high', 'inverted'] as const;
export type Contrast = (typeof CONTRASTS)[number];

/** The on/off settings, in the order the widget shows them. */
export const TOGGLES = [
  'spacing',
  'grayscale',
  'underlineLinks',
  'readableFont',
  'largeCursor',
  'stopAnimations',
  'hideImages',
  'readingGuide',
] as const;
export type Toggle = (typeof TOGGLES)[number];

export type A11ySettings = { textSize: TextSize; contrast: Contrast; readAloud: boolean } & Record<Toggle, boolean>;

export const DEFAULT_SETTINGS: A11ySettings = {
  textSize: 0,
  contrast: 'default',
  readAloud: false,
  spacing: false,
  grayscale: false,
  underlineLinks: false,
  readableFont: false,
  largeCursor: false,
  stopAnimations: false,
  hideImages: false,
  readingGuide: false,
};

/** Every class this feature may put on <html>: applying settings removes the others, nothing else. */
export const CLASS_PREFIX = 'a11y-';

const TOGGLE_CLASSES: Record<Toggle, string> = {
  spacing: 'a11y-spacing',
  grayscale: 'a11y-grayscale',
  underlineLinks: 'a11y-underline-links',
  readableFont: 'a11y-readable-font',
  largeCursor: 'a11y-large-cursor',
  stopAnimations: 'a11y-stop-animations',
  hideImages: 'a11y-hide-images',
  readingGuide: 'a11y-reading-guide',
};

/** Reads stored JSON leniently: unknown keys and bad values fall back to the defaults. */
export function parseSettings(raw: string | null | undefined): A11ySettings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (!data || typeof data !== 'object') return { ...DEFAULT_SETTINGS };
  const record = data as Record<string, unknown>;
  const settings: A11ySettings = { ...DEFAULT_SETTINGS };
  if (TEXT_SIZES.includes(record.textSize as TextSize)) settings.textSize = record.textSize as TextSize;
  if (CONTRASTS.includes(record.contrast as Contrast)) settings.contrast = record.contrast as Contrast;
  if (typeof record.readAloud === 'boolean') settings.readAloud = record.readAloud;
  for (const toggle of TOGGLES) if (typeof record[toggle] === 'boolean') settings[toggle] = record[toggle];
  return settings;
}

/** The classes <html> carries for these settings (the defaults give none). */
export function settingsClasses(settings: A11ySettings): string[] {
  const classes: string[] = [];
  if (settings.textSize > 0) classes.push(`a11y-text-${settings.textSize}`);
  if (settings.contrast !== 'default') classes.push(`a11y-contrast-${settings.contrast}`);
  for (const toggle of TOGGLES) if (settings[toggle]) classes.push(TOGGLE_CLASSES[toggle]);
  return classes;
}

/** Puts the settings' classes on the element (normally <html>), removing stale ones of this feature only. */
export function applySettings(root: Element, settings: A11ySettings): void {
  const wanted = new Set(settingsClasses(settings));
  for (const name of Array.from(root.classList)) {
    if (name.startsWith(CLASS_PREFIX) && !wanted.has(name)) root.classList.remove(name);
  }
  for (const name of wanted) root.classList.add(name);
}

export function isDefault(settings: A11ySettings): boolean {
  return settingsClasses(settings).length === 0 && !settings.readAloud;
}
