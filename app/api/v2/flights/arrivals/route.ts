import { flightListHandler } from '../list-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = flightListHandler('arrival');
