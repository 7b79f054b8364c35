// Next.js App Router app of npm run test:consumers (issue 18). Next, React and TypeScript come from the pd-widgets
// project's node_modules three folders up (scripts/test-consumers.mjs), so that folder is the project root for
// Turbopack and for output tracing.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  typescript: { tsconfigPath: 'tsconfig.json' },
};
