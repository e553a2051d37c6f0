import type { ReactNode } from 'react';
import { Chrome } from '../chrome';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <Chrome>{children}</Chrome>;
}
