// The built package in Node, as a server (Next.js, an SSR framework, a test runner) loads it (issue 18, ADR 186).
// Run by `npm run check:package` after `npm run build`: `node --test tests/package/`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
/** `exports` entries with JavaScript: [subpath, file]. */
const entries = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.import)
  .map(([subpath, target]) => [subpath, join(ROOT, target.import)]);

describe('every dist/lib entry', () => {
  it('exists for every widget folder', () => {
    const widgets = readdirSync(join(ROOT, 'src/widgets')).filter((name) =>
      statSync(join(ROOT, 'src/widgets', name)).isDirectory(),
    );
    for (const name of widgets) assert.ok(pkg.exports[`./${name}`], `package.json exports ./${name}`);
  });

  for (const [subpath, file] of entries) {
    it(`${subpath}: imports in Node with no DOM`, async () => {
      assert.equal(typeof globalThis.document, 'undefined');
      const mod = await import(pathToFileURL(file).href);
      assert.ok(Object.keys(mod).length > 0 || subpath.startsWith('./'), `${subpath} has exports`);
    });

    const first = readFileSync(file, 'utf8').split('\n', 1)[0];
    if (subpath === '.') {
      it(`${subpath}: stays isomorphic (no 'use client')`, () => {
        assert.doesNotMatch(first, /use client/);
      });
    } else {
      it(`${subpath}: starts with 'use client'`, () => {
        assert.match(first, /^['"]use client['"];?$/);
      });
    }
  }

  it('`pd-widgets/react` exports a component per widget and configure works on the server', async () => {
    const react = await import(pathToFileURL(join(ROOT, 'dist/lib/react.js')).href);
    const core = await import(pathToFileURL(join(ROOT, 'dist/lib/index.js')).href);
    const tags = Object.values(react)
      .map((c) => c?.pdTag)
      .filter(Boolean);
    for (const widget of core.listWidgets())
      assert.ok(tags.includes(widget.tag), `a component for ${widget.tag}`);
    core.configure({ apiBase: 'https://example.test' });
    assert.equal(core.getConfig().apiBase, 'https://example.test');
  });
});

describe('declarations (dist/lib/types)', () => {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(join(ROOT, 'dist/lib/types'));

  it('every relative specifier names its .js file (node16/nodenext resolution)', () => {
    assert.ok(files.length > 100);
    const bad = [];
    for (const file of files) {
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (fileName.startsWith('.') && !fileName.endsWith('.js')) bad.push(`${file}: ${fileName}`);
      }
    }
    assert.deepEqual(bad, []);
  });
});
