import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldLoadWidget } from './loading';
import { prePaintScript } from './pre-paint';
import {
  CONTRASTS,
  DEFAULT_SETTINGS,
  STORAGE_KEY,
  TEXT_SIZES,
  TOGGLES,
  applySettings,
  parseSettings,
  settingsClasses,
  type A11ySettings,
} from './settings';

const settingsArb: fc.Arbitrary<A11ySettings> = fc.record({
  textSize: fc.constantFrom(...TEXT_SIZES),
  contrast: fc.constantFrom(...CONTRASTS),
  readAloud: fc.boolean(),
  ...Object.fromEntries(TOGGLES.map((toggle) => [toggle, fc.boolean()])),
}) as fc.Arbitrary<A11ySettings>;

function runPrePaint(stored: string | null): string[] {
  document.documentElement.className = '';
  localStorage.clear();
  if (stored !== null) localStorage.setItem(STORAGE_KEY, stored);
  new Function(prePaintScript())();
  return Array.from(document.documentElement.classList).sort();
}

describe('parseSettings', () => {
  it('gives the defaults for nothing, junk or the wrong shape', () => {
    for (const raw of [null, '', 'not json', '42', 'null', '[]']) expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid values and drops invalid ones one by one', () => {
    const parsed = parseSettings(
      JSON.stringify({ textSize: 2, contrast: 'neon', grayscale: true, hideImages: 'yes', extra: 1 }),
    );
    expect(parsed).toEqual({ ...DEFAULT_SETTINGS, textSize: 2, grayscale: true });
  });

  it('round-trips every valid combination', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(parseSettings(JSON.stringify(settings))).toEqual(settings);
      }),
    );
  });
});

describe('settingsClasses and applySettings', () => {
  it('gives no class for the defaults and one per active setting', () => {
    expect(settingsClasses(DEFAULT_SETTINGS)).toEqual([]);
    expect(settingsClasses({ ...DEFAULT_SETTINGS, textSize: 3, contrast: 'inverted', readingGuide: true })).toEqual([
      'a11y-text-3',
      'a11y-contrast-inverted',
      'a11y-reading-guide',
    ]);
  });

  it('replaces only its own classes on the root', () => {
    const root = document.createElement('html');
    root.className = 'font-var a11y-grayscale';
    applySettings(root, { ...DEFAULT_SETTINGS, underlineLinks: true });
    expect(Array.from(root.classList).sort()).toEqual(['a11y-underline-links', 'font-var']);
  });
});

describe('the pre-paint script', () => {
  it('puts exactly the classes the widget would, for any stored settings', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(runPrePaint(JSON.stringify(settings))).toEqual(settingsClasses(settings).sort());
      }),
      { numRuns: 200 },
    );
  });

  it('is silent on junk and on blocked storage', () => {
    expect(runPrePaint('{"textSize":"<img src=x>","contrast":"x","grayscale":"true"}')).toEqual([]);
    expect(runPrePaint('not json')).toEqual([]);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      expect(() => runPrePaint(null)).not.toThrow();
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });

  it('is small ES5 without template literals or arrow functions', () => {
    const script = prePaintScript();
    expect(script.length).toBeLessThan(800);
    expect(script).not.toMatch(/=>|`|\blet\b|\bconst\b/);
  });
});

describe('shouldLoadWidget', () => {
  it('skips /dora and /dora-traductora in every locale', () => {
    for (const path of [
      '/dora',
      '/dora/',
      '/en/dora',
      '/fr/dora-traductora',
      '/pt/dora-traductora/',
      '/dora-traductora',
    ]) {
      expect(shouldLoadWidget(path)).toBe(false);
    }
  });

  it('loads everywhere else', () => {
    for (const path of ['/', '/en', '/vuelos/salidas', '/en/servicios/taxis', '/dora-info', '/servicios/dora']) {
      expect(shouldLoadWidget(path)).toBe(true);
    }
  });
});
