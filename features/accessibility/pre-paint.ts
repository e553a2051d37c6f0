import {
  CONTRASTS,
  STORAGE_KEY,
  TEXT_SIZES,
  TOGGLES,
  DEFAULT_SETTINGS,
  settingsClasses,
  type Toggle,
} from './settings';

/**
 * The inline script, run in <head> before the body is parsed, that puts the stored settings' classes
 * on <html>: no flash of the default look. Built from the same tables as settings.ts (a test checks that
 * both give the same classes), kept ES5 and tiny, and silent when storage is blocked or holds junk.
 */
export function prePaintScript(): string {
  const toggleClasses = Object.fromEntries(
    TOGGLES.map((toggle: Toggle) => [toggle, settingsClasses({ ...DEFAULT_SETTINGS, [toggle]: true })[0]]),
  );
  const sizes = TEXT_SIZES.filter((size) => size > 0);
  const contrasts = CONTRASTS.filter((contrast) => contrast !== 'default');
  return (
    '(function(){try{' +
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null');` +
    "if(!s||typeof s!=='object')return;var c=[];" +
    `if(${JSON.stringify(sizes)}.indexOf(s.textSize)>=0)c.push('a11y-text-'+s.textSize);` +
    `if(${JSON.stringify(contrasts)}.indexOf(s.contrast)>=0)c.push('a11y-contrast-'+s.contrast);` +
    `var t=${JSON.stringify(toggleClasses)};for(var k in t)if(s[k]===true)c.push(t[k]);` +
    'var e=document.documentElement;for(var i=0;i<c.length;i++)e.classList.add(c[i]);' +
    '}catch(e){}})();'
  );
}
