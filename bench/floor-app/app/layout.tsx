import type { ReactNode } from 'react';

// The framework's floor for the bundle budget: an empty page of the same Next version.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
