import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod, the schemas and zodResolver, ≈40 kB gzip) is a chunk of its
 * own, so the form pages' first-load JavaScript carries only the fields. The fields are plain inputs that
 * react-hook-form reads from the DOM, so the visitor types at once; validation runs on submit (and on
 * Next in the PQRS steps), when this resolver waits for the chunk if it is not there yet. `preload`
 * fetches it ahead of need (the form's first focus or pointer down).
 *
 * If the chunk cannot be fetched (the connection dropped), the values go on unchecked: the route handler
 * runs the same schema and answers the field errors the form then shows, or the form says the network
 * failed; what the visitor typed stays. The next validation imports the chunk again.
 */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => void;
};

export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await get();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => undefined);
    },
  });
}
