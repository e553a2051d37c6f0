// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { contentSecurityPolicy } from './headers';
import { thirdPartySources } from './third-party-sources';

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0] === name);
  return found ? found.slice(1) : [];
}

function policyFor(env: Record<string, string>): string {
  return contentSecurityPolicy({ nonce: 'n0nce', production: true, ...thirdPartySources(parseConfig(env)) });
}

describe('third-party origins in the CSP', () => {
  it('allows the chatbot provider’s origins (every language, desktop and mobile) in script-src, connect-src and frame-src', () => {
    const policy = policyFor({
      CHATBOT_PROVIDER: 'script',
      CHATBOT_SCRIPT_URL_ES: 'https://bots.example.com/es/widget.js',
      CHATBOT_SCRIPT_URL_EN: 'https://bots.example.com/en/widget.js',
      CHATBOT_MOBILE_SCRIPT_URL_FR: 'https://m.bots.example.net/fr.js?x=1',
    });
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name)).toEqual(
        expect.arrayContaining(['https://bots.example.com', 'https://m.bots.example.net']),
      );
    }
    // Each origin once, never the path.
    expect(directive(policy, 'script-src').filter((v) => v === 'https://bots.example.com')).toHaveLength(1);
    expect(policy).not.toContain('widget.js');
  });

  it('allows no chatbot origin in embedded mode, even with script URLs left in the environment', () => {
    const policy = policyFor({ CHATBOT_SCRIPT_URL_ES: 'https://bots.example.com/es.js' });
    expect(policy).not.toContain('bots.example.com');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
  });

  it('lets the browser reach Algolia only when Algolia is the search provider', () => {
    const algolia = directive(
      policyFor({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_SEARCH_KEY: 'search-only' }),
      'connect-src',
    );
    expect(algolia).toEqual(
      expect.arrayContaining(['https://abc123-dsn.algolia.net', 'https://abc123-1.algolianet.com']),
    );
    expect(directive(policyFor({}), 'connect-src')).toEqual(["'self'"]);
  });

  it('keeps the analytics origins (tracking pixel image, session-recording script)', () => {
    const policy = policyFor({
      TRACKING_PIXEL_URL: 'https://cdn.pixel.example/p.gif',
      SESSION_RECORDING_SCRIPT_URL: 'https://rec.example/tag/{id}',
    });
    expect(directive(policy, 'img-src')).toContain('https://cdn.pixel.example');
    expect(directive(policy, 'script-src')).toContain('https://rec.example');
  });
});

describe('chatbot configuration', () => {
  it('defaults to the embedded assistant and requires the Spanish script in script mode', () => {
    expect(parseConfig({}).CHATBOT_PROVIDER).toBe('embedded');
    expect(() => parseConfig({ CHATBOT_PROVIDER: 'script' })).toThrow(/CHATBOT_SCRIPT_URL_ES/);
    expect(() => parseConfig({ CHATBOT_PROVIDER: 'bot' })).toThrow(/CHATBOT_PROVIDER/);
    expect(() => parseConfig({ CHATBOT_SCRIPT_URL_EN: 'not a url' })).toThrow(/CHATBOT_SCRIPT_URL_EN/);
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        CHATBOT_PROVIDER: 'script',
        CHATBOT_SCRIPT_URL_ES: 'http://bots.example.com/es.js',
      }),
    ).toThrow(/https/);
  });
});
