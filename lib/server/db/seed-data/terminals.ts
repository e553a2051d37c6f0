import type { terminals } from '../schema';

export const terminalRows: Array<typeof terminals.$inferInsert> = [
  { id: 1, code: 'T1', nameEs: 'Terminal 1', nameEn: 'Terminal 1', nameFr: 'Terminal 1', namePt: 'Terminal 1' },
  {
    id: 2,
    code: 'T2',
    nameEs: 'Terminal 2 (Puente Aéreo)',
    nameEn: 'Terminal 2 (Puente Aéreo)',
    nameFr: 'Terminal 2 (Puente Aéreo)',
    namePt: 'Terminal 2 (Puente Aéreo)',
  },
];
