'use client';

import { ErrorView } from '@/components/error-view/error-view.client';

export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
