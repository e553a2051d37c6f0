import type {
  ContactInput,
  ContactSubmission,
  DataRequestInput,
  DataRequestSubmission,
  PqrsInput,
  PqrsSubmission,
} from '../schemas';
import { lazyResolver } from './lazy-resolver';

/** The form pages' resolvers, each loading the validation chunk (./resolvers.ts) when first needed. */
export const contactResolver = lazyResolver<ContactInput, ContactSubmission>(
  async () => (await import('./resolvers')).contactResolver,
);
export const dataRequestResolver = lazyResolver<DataRequestInput, DataRequestSubmission>(
  async () => (await import('./resolvers')).dataRequestResolver,
);
export const pqrsResolver = lazyResolver<PqrsInput, PqrsSubmission>(
  async () => (await import('./resolvers')).pqrsResolver,
);
