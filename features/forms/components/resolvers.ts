import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, dataRequestSchema, pqrsSchema } from '../schemas';

/*
 * The form pages' validation: the schemas shared with the route handlers, through zodResolver. Only
 * ./form-resolvers.ts imports this module, dynamically (a chunk of its own, loaded on the form's first
 * focus or on submit).
 */
export const contactResolver = zodResolver(contactSchema);
export const dataRequestResolver = zodResolver(dataRequestSchema);
export const pqrsResolver = zodResolver(pqrsSchema);
