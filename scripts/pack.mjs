// One `npm pack` of the built package per `npm test` (issue 18; ADR 186 "consumer tests"): scripts/check-package.mjs
// (attw, publint, the size) and scripts/test-consumers.mjs (the fixture apps) share the tarball in .tmp/pack/.
// A tarball older than package.json or than the build (dist/lib/index.js, dist/custom-elements.json) is packed again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PACK_DIR = join(ROOT, '.tmp/pack');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
export const TARBALL = join(PACK_DIR, `${pkg.name}-${pkg.version}.tgz`);

const INPUTS = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'dist/lib/index.js',
  'dist/custom-elements.json',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The packed tarball's path, packing first when it is missing or older than the build. */
export function packedTarball() {
  if (!existsSync(join(ROOT, 'dist/lib/index.js')) || !existsSync(join(ROOT, 'dist/custom-elements.json'))) {
    throw new Error('dist/ is not built: run `npm run build` first');
  }
  const newest = Math.max(
    ...INPUTS.filter((f) => existsSync(join(ROOT, f))).map((f) => statSync(join(ROOT, f)).mtimeMs),
  );
  if (existsSync(TARBALL) && statSync(TARBALL).mtimeMs >= newest) return TARBALL;
  rmSync(PACK_DIR, { recursive: true, force: true });
  mkdirSync(PACK_DIR, { recursive: true });
  // --ignore-scripts: nothing to run; the build is done.
  execFileSync(npm, ['pack', '--silent', '--ignore-scripts', '--pack-destination', PACK_DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!existsSync(TARBALL)) throw new Error(`npm pack wrote no ${TARBALL}`);
  return TARBALL;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packedTarball());
