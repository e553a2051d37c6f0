import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const path of ['/servicios/aduanas', '/servicios/taxis', '/servicios/taxis/bookings', '/servicios/taxis/verify-plate']) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') {
      try { scripts.set(r.url(), gzipSync(await r.body()).length); } catch {}
    }
  });
  await page.goto('http://localhost:3214' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(path, (total / 1024).toFixed(1), 'kB gzip', scripts.size, 'scripts');
  await page.close();
}
await browser.close();
