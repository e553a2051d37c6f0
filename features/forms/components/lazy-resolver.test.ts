import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

const rejectEmpty: Resolver<Values> = async (values) => {
  if (values.name) return { values, errors: {} };
  const errors: FieldErrors<Values> = { name: { type: 'too_small', message: 'nameRequired' } };
  return { values: {}, errors };
};

describe('lazyResolver', () => {
  it('validates a submission made before its code arrived, once it arrives', async () => {
    let arrive: (resolver: Resolver<Values>) => void = () => undefined;
    const load = vi.fn(() => new Promise<Resolver<Values>>((resolve) => (arrive = resolve)));
    const resolver = lazyResolver<Values>(load);
    const result = resolver({ name: '' }, undefined, options);
    arrive(rejectEmpty);
    expect(await result).toEqual({ values: {}, errors: { name: { type: 'too_small', message: 'nameRequired' } } });
    expect(await resolver({ name: 'Ana' }, undefined, options)).toEqual({ values: { name: 'Ana' }, errors: {} });
    expect(load).toHaveBeenCalledOnce();
  });

  it('preload fetches the code once, ahead of the first validation', async () => {
    const load = vi.fn(async () => rejectEmpty);
    const resolver = lazyResolver<Values>(load);
    resolver.preload();
    resolver.preload();
    await resolver({ name: 'Ana' }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets the values through to the server when the code cannot be fetched, and imports again next time', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(rejectEmpty);
    const resolver = lazyResolver<Values>(load);
    resolver.preload();
    expect(await resolver({ name: '' }, undefined, options)).toEqual({ values: { name: '' }, errors: {} });
    expect((await resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
