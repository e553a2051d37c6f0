import { describe, expect, it } from 'vitest';
import { localeOfRequest } from './api';

const request = (url: string, acceptLanguage?: string) =>
  new Request(url, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('localeOfRequest', () => {
  it('prefers ?locale= over the header', () => {
    expect(localeOfRequest(request('http://localhost/api/v2/x?locale=fr', 'en'))).toBe('fr');
  });

  it('reads Accept-Language by q-weight, not by position', () => {
    expect(localeOfRequest(request('http://localhost/api/v2/x', 'es;q=0.1, en'))).toBe('en');
    expect(localeOfRequest(request('http://localhost/api/v2/x?locale=xx', 'pt-BR'))).toBe('pt');
  });

  it('answers Spanish without a usable header', () => {
    expect(localeOfRequest(request('http://localhost/api/v2/x'))).toBe('es');
    expect(localeOfRequest(request('http://localhost/api/v2/x', 'de;;;q='))).toBe('es');
  });
});
