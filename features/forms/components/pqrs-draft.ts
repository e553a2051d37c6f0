import type { PqrsInput } from '../schemas';

/*
 * The PQRS draft: what the visitor typed and the step they were on, kept in sessionStorage so a reload
 * loses nothing (the photo excepted: a file cannot be stored there).
 */

const DRAFT_KEY = 'eldorado.forms.pqrs.draft';
export const STEP_COUNT = 3;

export const EMPTY_PQRS: PqrsInput = {
  requestType: '' as PqrsInput['requestType'],
  topic: '' as PqrsInput['topic'],
  airline: '',
  flightNumber: '',
  establishmentType: '',
  airportService: '',
  infrastructureItem: '',
  name: '',
  email: '',
  phone: '',
  eventDate: '',
  eventTime: '',
  comment: '',
  consent: false,
  captchaToken: undefined,
};

export interface PqrsDraft {
  values: Partial<PqrsInput>;
  step: number;
}

export function readDraft(): PqrsDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as PqrsDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: PqrsDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Private mode or full storage: the form still works, only without a draft.
  }
}
