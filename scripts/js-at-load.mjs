// `node scripts/js-at-load.mjs [page.html]` (after `npm run build`): the JS files a demo page loads at 1280×800 without
// scrolling, until the network is idle, each with its brotli size (quality 11) and the sum — the bench's "JS at load"
// row for one page and one cold load, quick to run while cutting bytes (ADR 215–217, 222). `CPU=4` throttles the CPU
// as the bench does (at 4× the loader's gate may open on another layout: ADR 219).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from './chromium.mjs';

const { tsImport } = await import('tsx/esm/api');
const { startDemoServer, STATIC_PREFIX } = await tsImport('../demo/server.ts', import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

const server = await startDemoServer({ port: 0 });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  if (process.env.CPU) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
  }
  const files = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith(STATIC_PREFIX) && pathname.endsWith('.js') && res.ok()) {
      files.push(pathname.slice(STATIC_PREFIX.length));
    }
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(new URL(process.argv[2] ?? 'doctor-page.html', server.url).href);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  let sum = 0;
  for (const file of files) {
    const bytes = zlib.brotliCompressSync(fs.readFileSync(path.join(root, 'dist/cdn', file)), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    sum += bytes;
    console.log(String(bytes).padStart(6), file);
  }
  console.log(String(sum).padStart(6), `TOTAL (${files.length} files)`);
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  await server.close();
}
