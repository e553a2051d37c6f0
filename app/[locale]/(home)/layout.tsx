import type { ReactNode } from 'react';
import { Chrome } from '../chrome';

export default function HomeLayout({ children }: { children: ReactNode }) {
  return <Chrome variant="home">{children}</Chrome>;
}
