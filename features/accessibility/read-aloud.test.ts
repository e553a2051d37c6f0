import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_CHUNK_CHARS,
  SELECTION_DEBOUNCE_MS,
  SPEECH_RESTART_MS,
  chunkText,
  createReadAloud,
  pickVoice,
  readableText,
  speakableText,
  type SpeechEngine,
  type SpeechLocale,
} from './read-aloud';

interface StubUtterance {
  text: string;
  lang: string;
  voice: { lang: string; name: string } | null;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
}

const voice = (lang: string, name = lang, localService = true) => ({
  lang,
  name,
  localService,
  default: false,
  voiceURI: name,
});

/** A speechSynthesis stub that records utterances and lets the test finish or fail them. */
function stubEngine(voices = [voice('es-ES'), voice('en-US'), voice('fr-FR'), voice('pt-BR'), voice('pt-PT')]) {
  const spoken: StubUtterance[] = [];
  const engine = {
    speak: vi.fn((utterance: StubUtterance) => void spoken.push(utterance)),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: vi.fn(() => voices),
  };
  return { engine, spoken };
}

function setup(locale: SpeechLocale = 'es', voices?: ReturnType<typeof voice>[]) {
  const { engine, spoken } = stubEngine(voices);
  const readAloud = createReadAloud({
    engine: engine as unknown as SpeechEngine,
    createUtterance: (text) =>
      ({ text, lang: '', voice: null, onend: null, onerror: null }) as unknown as SpeechSynthesisUtterance,
    locale,
  });
  return { engine, spoken, readAloud };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('voices', () => {
  it('picks the exact locale voice, preferring a local one', () => {
    const voices = [voice('pt-BR'), voice('pt-PT', 'remote', false), voice('pt_PT', 'local')];
    expect(pickVoice(voices, 'pt-PT')?.name).toBe('local');
  });

  it('falls back to the same language, then to none', () => {
    expect(pickVoice([voice('fr-CA')], 'fr-FR')?.lang).toBe('fr-CA');
    expect(pickVoice([voice('de-DE')], 'fr-FR')).toBeNull();
  });

  it.each([
    ['es', 'es-ES'],
    ['en', 'en-US'],
    ['fr', 'fr-FR'],
    ['pt', 'pt-PT'],
  ] as const)('speaks %s in %s with that voice', (locale, lang) => {
    const { spoken, readAloud } = setup(locale);
    readAloud.speak('Puerta de embarque 12');
    expect(spoken[0]).toMatchObject({ text: 'Puerta de embarque 12', lang, voice: { lang } });
    expect(readAloud.hasLocaleVoice()).toBe(true);
  });

  it('says so and still speaks with the default voice when the locale has none', () => {
    const { spoken, readAloud } = setup('fr', [voice('es-ES')]);
    expect(readAloud.hasLocaleVoice()).toBe(false);
    readAloud.speak('Bonjour à tous');
    expect(spoken[0]).toMatchObject({ lang: 'fr-FR', voice: null });
  });
});

describe('selection', () => {
  it('speaks only the last selection after 100 ms of quiet', () => {
    const { spoken, readAloud } = setup();
    readAloud.setEnabled(true);
    readAloud.selectionChanged('Vue');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS - 1);
    readAloud.selectionChanged('Vuelo');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS - 1);
    readAloud.selectionChanged('Vuelo AV 24');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS - 1);
    expect(spoken).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(spoken.map((u) => u.text)).toEqual(['Vuelo AV 24']);
    expect(readAloud.status).toBe('speaking');
  });

  it('ignores selections under 3 characters and whitespace padding', () => {
    const { spoken, readAloud } = setup();
    readAloud.setEnabled(true);
    readAloud.selectionChanged('  a \n ');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS);
    readAloud.selectionChanged('ab');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS);
    expect(spoken).toHaveLength(0);
    readAloud.selectionChanged('  abc  ');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS);
    expect(spoken.map((u) => u.text)).toEqual(['abc']);
  });

  it('does nothing while disabled, and does not repeat an unchanged selection', () => {
    const { spoken, readAloud } = setup();
    readAloud.selectionChanged('Salidas nacionales');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS);
    expect(spoken).toHaveLength(0);
    readAloud.setEnabled(true);
    readAloud.selectionChanged('Salidas nacionales');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS);
    readAloud.selectionChanged('Salidas nacionales');
    vi.advanceTimersByTime(SELECTION_DEBOUNCE_MS);
    expect(spoken).toHaveLength(1);
  });
});

describe('controls', () => {
  it('play, pause, resume and stop move through the states', () => {
    const { engine, spoken, readAloud } = setup();
    const statuses: string[] = [];
    readAloud.subscribe((status) => statuses.push(status));
    expect(readAloud.speak('Bienvenidos a El Dorado')).toBe(true);
    readAloud.pause();
    readAloud.resume();
    readAloud.stop();
    expect(statuses).toEqual(['speaking', 'paused', 'speaking', 'idle']);
    expect(engine.pause).toHaveBeenCalledTimes(1);
    expect(engine.resume).toHaveBeenCalledTimes(1);
    expect(engine.cancel).toHaveBeenCalled();
    // A late end event of the stopped speech changes nothing.
    readAloud.speak('Otra frase');
    spoken[0]!.onend?.({});
    expect(readAloud.status).toBe('speaking');
    spoken[1]!.onend?.({});
    expect(readAloud.status).toBe('idle');
  });

  it('pause and resume are ignored in the wrong state; too short texts are refused', () => {
    const { engine, readAloud } = setup();
    readAloud.pause();
    readAloud.resume();
    expect(engine.pause).not.toHaveBeenCalled();
    expect(engine.resume).not.toHaveBeenCalled();
    expect(readAloud.speak(' a ')).toBe(false);
  });

  it('restarts dropped speech after 1 s while enabled, not after a user stop or when disabled', () => {
    const { spoken, readAloud } = setup();
    readAloud.setEnabled(true);
    readAloud.speak('Primera frase. Segunda frase.');
    spoken[0]!.onerror?.({ error: 'synthesis-failed' });
    vi.advanceTimersByTime(SPEECH_RESTART_MS - 1);
    expect(spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(spoken.map((u) => u.text)).toEqual(['Primera frase. Segunda frase.', 'Primera frase. Segunda frase.']);

    spoken[1]!.onerror?.({ error: 'interrupted' });
    vi.advanceTimersByTime(SPEECH_RESTART_MS);
    expect(spoken).toHaveLength(2);

    readAloud.setEnabled(false);
    readAloud.speak('Tercera frase');
    spoken[2]!.onerror?.({ error: 'synthesis-failed' });
    vi.advanceTimersByTime(SPEECH_RESTART_MS);
    expect(spoken).toHaveLength(3);
  });
});

describe('texts', () => {
  it('collapses whitespace and enforces the minimum', () => {
    expect(speakableText(' hola\n  mundo ')).toBe('hola mundo');
    expect(speakableText('ok')).toBe('');
  });

  it('chunks long texts at sentence ends without losing words', () => {
    const sentence = 'El vuelo sale a tiempo por la puerta doce del muelle internacional. ';
    const text = sentence.repeat(12).trim();
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
    expect(chunks.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
    expect(chunkText('x'.repeat(500)).join('')).toBe('x'.repeat(500));
  });

  it('reads the main content in order, skipping navigation, hidden parts and controls', () => {
    const main = document.createElement('main');
    main.innerHTML = `
      <nav><a href="/">Inicio</a></nav>
      <header><h1>Taxis</h1></header>
      <p>Tarifas <strong>oficiales</strong> desde el aeropuerto</p>
      <div aria-hidden="true">decorativo</div>
      <ul><li>Puerta 1</li><li>Puerta 8</li></ul>
      <img src="x.png" alt="Mapa de la zona de taxis">
      <button>Reservar</button>
      <p hidden>oculto</p>`;
    expect(readableText(main)).toBe(
      'Taxis. Tarifas oficiales desde el aeropuerto. Puerta 1. Puerta 8. Mapa de la zona de taxis.',
    );
  });
});
