// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, resourceSecurityHeaders, securityHeaders } from './headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('createNonce', () => {
  it('returns 128 random bits in base64, different every call', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('contentSecurityPolicy', () => {
  const production = directives(contentSecurityPolicy({ nonce: 'abc123', production: true }));

  it('allows scripts only by nonce (plus what nonced scripts load)', () => {
    expect(production.get('script-src')).toEqual(expect.arrayContaining(["'nonce-abc123'", "'strict-dynamic'"]));
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('locks down plugins, base URI, framing and forms', () => {
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
    expect(production.get('default-src')).toEqual(["'self'"]);
  });

  it("allows 'unsafe-eval' only in development", () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', production: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  it('adds extra connect sources and upgrades insecure requests on HTTPS', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'n', production: true, connectSources: ['https://api.example.com'], https: true }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(production.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('securityHeaders', () => {
  it('sends the usual hardening headers', () => {
    const headers = securityHeaders({ nonce: 'n', production: false });
    expect(headers['Content-Security-Policy']).toContain("'nonce-n'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('sends HSTS only in production', () => {
    expect(securityHeaders({ nonce: 'n', production: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ nonce: 'n', production: true })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8,}; includeSubDomains/,
    );
  });
});

describe('resourceSecurityHeaders (API answers and files)', () => {
  it('forbid sniffing and framing by other sites, keep referrers to the origin, and add HSTS in production', () => {
    const production = resourceSecurityHeaders({ production: true });
    expect(production).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
    });
    expect(production['Strict-Transport-Security']).toBe(
      securityHeaders({ nonce: 'n', production: true })['Strict-Transport-Security'],
    );
    expect(resourceSecurityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});
