// `npm run check:package` (issue 18; ADR 186): the packed package as a consumer gets it, after `npm run build`.
//
// 1. `@arethetypeswrong/cli --profile esm-only` on the tarball: every entry's types resolve under `bundler`, `node16`
//    and `nodenext` (ESM). Any problem fails.
// 2. `publint` on the same tarball, every level (errors, warnings, suggestions), strict: any message fails.
// 3. The tarball holds only what a consumer needs (package.json `files`): no source maps, no demo build, no sources,
//    every `exports` target is in it; its size is printed and must stay under a budget (README "Versioning").
// 4. `npm publish --dry-run`: what the registry would accept (the manifest, the files).
// 5. tests/package/*.test.mjs (node:test) on dist/lib: every entry imports in Node with no DOM, `'use client'` heads
//    the React-facing entries, the declarations name their `.js` files, server rendering gives each widget's box.
// The tarball is shared with `npm run test:consumers` (scripts/pack.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packedTarball, ROOT } from './pack.mjs';

/** Packed size budget (gzip tarball) in bytes; README "Versioning" states the measured size. */
export const TARBALL_BUDGET = 1_000_000;

const started = performance.now();
const failures = [];
const tarball = packedTarball();
const bytes = readFileSync(tarball);

// 1. attw
try {
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-color',
      '--no-emoji',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  console.log('attw --profile esm-only: no problems (bundler, node16, nodenext)');
} catch (err) {
  failures.push(`attw --profile esm-only:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
}

// 2. publint
const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
const { messages, pkg } = await publint({
  pack: { tarball: arrayBuffer },
  level: 'suggestion',
  strict: true,
});
if (messages.length) {
  failures.push(
    `publint:\n${messages.map((m) => `  ${m.type}: ${formatMessage(m, pkg, { color: false })}`).join('\n')}`,
  );
} else {
  console.log('publint (strict, suggestions too): no messages');
}

// 3. contents
const files = tarFileNames(gunzipSync(bytes)).map((f) => f.replace(/^package\//, ''));
const unwanted = files.filter(
  (f) =>
    f.endsWith('.map') || f.startsWith('src/') || f.startsWith('dist/react-demo/') || f.startsWith('tests/'),
);
if (unwanted.length)
  failures.push(`files a consumer does not need are packed:\n  ${unwanted.slice(0, 20).join('\n  ')}`);
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const missing = [];
for (const [entry, target] of Object.entries(manifest.exports)) {
  const targets = typeof target === 'string' ? [target] : Object.values(target);
  for (const t of targets) {
    if (t.includes('*')) continue;
    if (!files.includes(t.replace(/^\.\//, ''))) missing.push(`${entry} → ${t}`);
  }
}
if (missing.length) failures.push(`exports targets missing from the tarball:\n  ${missing.join('\n  ')}`);
// The CDN manifests a site deploys from the package (docs/partners.md, docs/api.md "Preloading the booking block"):
// both packed, and every file the preload manifest names (in a widget's list or its import map, ADR 237) is packed too.
for (const name of ['dist/cdn/integrity.json', 'dist/cdn/preload.json'])
  if (!files.includes(name)) failures.push(`${name} is not in the tarball`);
const preload = JSON.parse(readFileSync(join(ROOT, 'dist/cdn/preload.json'), 'utf8'));
const unpackedPreloads = [
  ...Object.values(preload.widgets).flat(),
  ...Object.entries(preload.importMap ?? {}).flat(),
].filter((f) => !files.includes(`dist/cdn/${f}`));
if (unpackedPreloads.length)
  failures.push(`files preload.json names are not packed:\n  ${[...new Set(unpackedPreloads)].join('\n  ')}`);
const size = statSync(tarball).size;
const unpacked = files.length;
console.log(`tarball: ${(size / 1024).toFixed(0)} kB packed, ${unpacked} files`);
if (size > TARBALL_BUDGET) failures.push(`tarball ${size} B is over the ${TARBALL_BUDGET} B budget`);

// 4. npm publish --dry-run (the registry's view: manifest and files; nothing is sent)
try {
  const out = execFileSync('npm', ['publish', '--dry-run', '--ignore-scripts', '--json', tarball], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const report = JSON.parse(out.slice(out.indexOf('{')));
  const name = report.id ?? report[manifest.name]?.id;
  console.log(`npm publish --dry-run: ${name ?? 'ok'}`);
} catch (err) {
  failures.push(`npm publish --dry-run:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
}

// 5. node tests on dist/lib
try {
  execFileSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=dot', 'tests/package/'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log('tests/package: passed');
} catch {
  failures.push('tests/package (node --test): failed (output above)');
}

console.log(`check:package took ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) {
  console.error(`\ncheck:package FAILED:\n\n${failures.join('\n\n')}`);
  process.exit(1);
}

/** File names in an (uncompressed) tar archive: ustar headers, 512-byte blocks, `prefix` + `name`. */
function tarFileNames(tar) {
  const names = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from, len) =>
      header
        .subarray(from, from + len)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const name = text(0, 100);
    const prefix = text(345, 155);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1);
    if (type === '0' || type === '') names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}
