import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { figtree, openDyslexic } from '@/lib/fonts';
import { config } from '@/lib/config';
import { now } from '@/lib/clock';
import { GENERATED_AT_META } from '@/lib/browser/generated-at';
import { isLocale, localeTags } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { AppProviders } from '@/components/providers/app-providers.client';
import { Analytics } from '@/features/analytics/components/analytics.client';
import { AccessibilityPrePaint } from '@/features/accessibility/components/pre-paint-script';
import { AccessibilityWidgetLoader } from '@/features/accessibility/components/widget-loader.client';
import { HydrationYield } from '@/components/layout/hydration-yield';
import { SubmitGuard } from '@/components/layout/submit-guard';
import '@/styles/globals.scss';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'common' });
  return {
    metadataBase: new URL(config().SITE_URL),
    // No default title here: every page sets its own (lib/seo/metadata.ts), and the 404 view renders
    // its <title> itself, which a layout default would shadow.
    applicationName: t('siteName'),
    icons: { icon: '/favicon.svg', apple: '/apple-touch-icon.png' },
    manifest: '/manifest.webmanifest',
    formatDetection: { telephone: false },
    // The render instant: the offline notice shows it as the data's age on a page served from a cache.
    other: { [GENERATED_AT_META]: now().toISOString() },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b0b0c',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const t = await getTranslations('common');
  const { TRACKING_PIXEL_URL, SESSION_RECORDING_SCRIPT_URL, SESSION_RECORDING_ID } = config();

  return (
    <html lang={localeTags[locale]} className={`${figtree.variable} ${openDyslexic.variable}`} suppressHydrationWarning>
      <head>
        <AccessibilityPrePaint />
        <SubmitGuard />
        <HydrationYield />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <AppProviders>{children as ReactNode}</AppProviders>
          <AccessibilityWidgetLoader />
        </NextIntlClientProvider>
        {TRACKING_PIXEL_URL || SESSION_RECORDING_SCRIPT_URL ? (
          <Analytics
            pixelUrl={TRACKING_PIXEL_URL}
            recordingScriptUrl={SESSION_RECORDING_SCRIPT_URL}
            recordingId={SESSION_RECORDING_ID}
          />
        ) : null}
      </body>
    </html>
  );
}
