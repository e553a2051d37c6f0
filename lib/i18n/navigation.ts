// Server only: in a client component it would bring next-intl's Link (and next/link) into the first-load JS; client
// components take the path from ./use-pathname.
import 'server-only';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect } = createNavigation(routing);
