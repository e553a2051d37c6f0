// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPreviewSecret, previewPath } from './preview';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('server-only', () => ({}));

afterEach(() => forgetProcessState('config'));

describe('preview', () => {
  it('is off without PREVIEW_SECRET', () => {
    vi.stubEnv('PREVIEW_SECRET', '');
    forgetProcessState('config');
    expect(isPreviewSecret('')).toBe(false);
    expect(isPreviewSecret(undefined)).toBe(false);
  });

  it('accepts only the configured secret', () => {
    vi.stubEnv('PREVIEW_SECRET', 'a-long-preview-secret');
    forgetProcessState('config');
    expect(isPreviewSecret('a-long-preview-secret')).toBe(true);
    expect(isPreviewSecret('a-long-preview-secreT')).toBe(false);
    expect(isPreviewSecret(['a-long-preview-secret'])).toBe(false);
  });

  it('maps the optional segments to a site path and refuses anything else', () => {
    expect(previewPath(['servicios', 'mascotas'])).toBe('/servicios/mascotas');
    expect(previewPath(['carga'])).toBe('/carga');
    expect(previewPath(undefined)).toBe('/');
    expect(previewPath(['..', 'etc'])).toBeNull();
    expect(previewPath(['Servicios'])).toBeNull();
  });

  it('keeps three-segment content paths whole and refuses (never cuts) longer or unknown ones', () => {
    expect(previewPath(['corporativo', 'servicios', 'reconocimientos'])).toBe('/corporativo/servicios/reconocimientos');
    expect(previewPath(['eldorado-sostenible', 'servicios', 'agua'])).toBe('/eldorado-sostenible/servicios/agua');
    expect(previewPath(['corporativo', 'servicios', 'reconocimientos', 'extra', 'mas'])).toBeNull();
    expect(previewPath(['servicios', 'mascotas', 'extra'])).toBeNull();
    expect(previewPath(['otra', 'seccion', 'nueva'])).toBeNull();
    // A generic page's path (/{slug}, /servicios/{pageSlug}…): its draft can be previewed before it is published.
    expect(previewPath(['guia-nocturna'])).toBe('/guia-nocturna');
    expect(previewPath(['servicios', 'nidoteca'])).toBe('/servicios/nidoteca');
    expect(previewPath(['404'])).toBeNull();
  });
});
