/**
 * Debian's Chromium through playwright-core, the one way this project starts a browser (never a downloaded one):
 * the e2e harness (tests/e2e/helpers.mjs), the bench (bench/run.mjs) and the screenshots (scripts/screenshot.mjs).
 * `CHROMIUM_PATH` overrides the binary. The flags keep Chromium off the network it would otherwise call at start.
 */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
