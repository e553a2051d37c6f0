import type { ReactNode } from 'react';

/** Screen layout: full screen, no header or footer. */
export default function ScreenLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
