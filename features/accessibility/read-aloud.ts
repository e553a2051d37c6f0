/**
 * Read-aloud on the Web Speech API (SPEC §4, §9). Pure logic with injected speech and timers, so the
 * tests drive it with a stub: selection debounce 100 ms, at least 3 characters, play/pause/resume/stop,
 * "read this page", a voice for the locale (or none, said), and a restart after 1 s when the engine
 * drops an utterance while read-aloud is enabled.
 */

export const SPEECH_LANGS = { es: 'es-ES', en: 'en-US', fr: 'fr-FR', pt: 'pt-PT' } as const;
export type SpeechLocale = keyof typeof SPEECH_LANGS;

export const MIN_SPEECH_CHARS = 3;
export const SELECTION_DEBOUNCE_MS = 100;
export const SPEECH_RESTART_MS = 1000;
/** Long texts are queued in pieces: some engines stop a single utterance after ~15 s. */
export const MAX_CHUNK_CHARS = 220;

export type ReadAloudStatus = 'idle' | 'speaking' | 'paused';

type Voice = Pick<SpeechSynthesisVoice, 'lang' | 'name' | 'localService' | 'default'>;
type Utterance = SpeechSynthesisUtterance;

/** The part of `window.speechSynthesis` read-aloud uses (tests pass a stub). */
export type SpeechEngine = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'pause' | 'resume' | 'getVoices'>;

export interface ReadAloudDeps {
  engine: SpeechEngine;
  createUtterance: (text: string) => Utterance;
  locale: SpeechLocale;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const normalizeLang = (lang: string) => lang.replace('_', '-').toLowerCase();

/** The voice for a speech language: exact match (a local one first), then the same language, else null. */
export function pickVoice<V extends Voice>(voices: readonly V[], lang: string): V | null {
  const wanted = normalizeLang(lang);
  const exact = voices.filter((voice) => normalizeLang(voice.lang) === wanted);
  if (exact.length) return exact.find((voice) => voice.localService) ?? exact[0]!;
  const base = wanted.split('-')[0];
  return voices.find((voice) => normalizeLang(voice.lang).split('-')[0] === base) ?? null;
}

/** Collapses whitespace; texts under the minimum give ''. */
export function speakableText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length >= MIN_SPEECH_CHARS ? clean : '';
}

/** Splits a text at sentence ends (then at spaces) into pieces of at most `max` characters. */
export function chunkText(text: string, max = MAX_CHUNK_CHARS): string[] {
  const sentences = text.match(/[^.!?¡¿…]+[.!?…]*\s*/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (piece.trim()) chunks.push(piece.trim());
  };
  for (const sentence of sentences) {
    if ((current + sentence).length <= max) {
      current += sentence;
      continue;
    }
    push(current);
    current = '';
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max) > 0 ? rest.lastIndexOf(' ', max) : max;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  push(current);
  return chunks;
}

const SKIPPED =
  'nav, script, style, noscript, template, svg, button, select, dialog, [hidden], [aria-hidden="true"], [data-read-aloud="skip"]';
const BLOCKS = /^(P|H[1-6]|LI|DT|DD|TD|TH|TR|FIGCAPTION|CAPTION|BLOCKQUOTE|SECTION|ARTICLE|DIV|TABLE|UL|OL|DL|LABEL)$/;

/**
 * The readable text of the main content, in document order, skipping navigation, controls and hidden
 * parts. A page header inside main (its title) is read: the site's banner is outside main.
 */
export function readableText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.matches(SKIPPED)) return;
    const block = BLOCKS.test(element.tagName);
    if (block) parts.push('\n');
    if (element.tagName === 'IMG') parts.push(` ${element.getAttribute('alt') ?? ''} `);
    for (const child of Array.from(element.childNodes)) walk(child);
    if (block) parts.push('\n');
  };
  walk(root);
  return parts
    .join('')
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

export interface ReadAloud {
  readonly status: ReadAloudStatus;
  /** False when no voice for the locale (nor its language) exists: the browser's default voice is used. */
  hasLocaleVoice(): boolean;
  readonly lang: string;
  speak(text: string): boolean;
  pause(): void;
  resume(): void;
  stop(): void;
  /** Feed every selection change; speaks the last one after the debounce when enabled. */
  selectionChanged(text: string): void;
  setEnabled(enabled: boolean): void;
  subscribe(listener: (status: ReadAloudStatus) => void): () => void;
  dispose(): void;
}

export function createReadAloud({
  engine,
  createUtterance,
  locale,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ReadAloudDeps): ReadAloud {
  const lang = SPEECH_LANGS[locale];
  let status: ReadAloudStatus = 'idle';
  let enabled = false;
  let selectionTimer: unknown = null;
  let restartTimer: unknown = null;
  let lastSelection = '';
  let run = 0;
  const listeners = new Set<(status: ReadAloudStatus) => void>();

  const setStatus = (next: ReadAloudStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener(next);
  };
  const clear = (handle: unknown) => {
    if (handle !== null) clearTimer(handle);
  };

  function speakChunks(chunks: string[], text: string) {
    const thisRun = ++run;
    const voice = pickVoice(engine.getVoices(), lang);
    chunks.forEach((chunk, index) => {
      const utterance = createUtterance(chunk);
      utterance.lang = lang;
      if (voice) utterance.voice = voice as SpeechSynthesisVoice;
      utterance.onend = () => {
        if (thisRun === run && index === chunks.length - 1) setStatus('idle');
      };
      utterance.onerror = (event) => {
        if (thisRun !== run) return;
        const dropped = event.error !== 'interrupted' && event.error !== 'canceled';
        setStatus('idle');
        if (dropped && enabled) {
          // The engine dropped the speech: try again once after 1 s while read-aloud is on.
          clear(restartTimer);
          restartTimer = setTimer(() => {
            restartTimer = null;
            if (enabled && thisRun === run) speakChunks(chunks.slice(index), text);
          }, SPEECH_RESTART_MS);
        }
      };
      engine.speak(utterance);
    });
    setStatus('speaking');
  }

  const api: ReadAloud = {
    get status() {
      return status;
    },
    get lang() {
      return lang;
    },
    hasLocaleVoice: () => pickVoice(engine.getVoices(), lang) !== null,
    speak(text) {
      const clean = speakableText(text);
      if (!clean) return false;
      engine.cancel();
      clear(restartTimer);
      speakChunks(chunkText(clean), clean);
      return true;
    },
    pause() {
      if (status !== 'speaking') return;
      engine.pause();
      setStatus('paused');
    },
    resume() {
      if (status !== 'paused') return;
      engine.resume();
      setStatus('speaking');
    },
    stop() {
      run++;
      clear(restartTimer);
      restartTimer = null;
      engine.cancel();
      setStatus('idle');
    },
    selectionChanged(text) {
      clear(selectionTimer);
      selectionTimer = setTimer(() => {
        selectionTimer = null;
        const clean = speakableText(text);
        if (!clean) lastSelection = '';
        if (!enabled || !clean || clean === lastSelection) return;
        lastSelection = clean;
        api.speak(clean);
      }, SELECTION_DEBOUNCE_MS);
    },
    setEnabled(next) {
      enabled = next;
      if (!next) {
        clear(selectionTimer);
        selectionTimer = null;
        lastSelection = '';
        api.stop();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clear(selectionTimer);
      api.stop();
      listeners.clear();
    },
  };
  return api;
}
