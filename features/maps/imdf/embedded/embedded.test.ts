import { describe, expect, it } from 'vitest';
import { validateImdfArchive } from '../schema';
import { buildEmbeddedArchive } from './build';

describe('embedded IMDF model', () => {
  it('validates', () => {
    const archive = validateImdfArchive(buildEmbeddedArchive());
    expect(archive.unit.length).toBeGreaterThan(50);
  });
});
