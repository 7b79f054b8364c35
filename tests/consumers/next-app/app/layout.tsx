import type { ReactNode } from 'react';

// The page config as a Django page gives it (CONTRACT "Page config"): the directory site is the reference API the
// test starts (PD_SITE_BASE, read per request: the page is rendered on demand).
export const dynamic = 'force-dynamic';

export default function RootLayout({ children }: { children: ReactNode }) {
  const config = { siteBase: process.env.PD_SITE_BASE ?? '' };
  return (
    <html lang="ru">
      <head>
        <script
          type="application/json"
          id="pd-widgets-config"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(config) }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
