// @vitest-environment node
/**
 * Issue 17 item 6 (docs/partners.md "Pinning a release"): the CDN build writes a versioned loader
 * `<version>/loader.js` that imports its siblings (`./<tag>.js`, `./runtime.js`), leaves the top-level `loader.js`
 * as it was (`./<version>/<tag>.js`), and writes `integrity.json` with the sha384 of every file of the release
 * folder. The real configs of rollup.config.mjs (`cdnConfig`, `cdnLoaderConfig`, then `cdnVersionedLoaderConfig`, as `npm run build`
 * runs them) are built for two scratch widget folders into a scratch dist; the hashes are recomputed here.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { rollup, type OutputOptions, type RollupOptions } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the rollup config is a plain .mjs module without types
import * as untypedConfigs from '../../rollup.config.mjs';

type Config = RollupOptions & { output: OutputOptions };
const { cdnConfig, cdnLoaderConfig, cdnVersionedLoaderConfig } = untypedConfigs as {
  cdnConfig(o: { widgetsDir: string; widgets: string[]; dir: string }): Config;
  cdnLoaderConfig(o: { dir: string }): Config;
  cdnVersionedLoaderConfig(o: { dir: string }): Config;
};

const { version } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
  version: string;
};
const scratch = mkdtempSync(join(tmpdir(), 'pd-cdn-integrity-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function build(config: Config): Promise<void> {
  const bundle = await rollup(config);
  try {
    await bundle.write(config.output);
  } finally {
    await bundle.close();
  }
}

describe('CDN release integrity', () => {
  it(
    'writes <version>/loader.js and integrity.json with the sha384 of every release file',
    { timeout: 120_000 },
    async () => {
      const root = join(scratch, 'src');
      mkdirSync(join(root, 'core'), { recursive: true });
      writeFileSync(
        join(root, 'core/define.ts'),
        'export const define = (t: string) => customElements.define(t, class extends HTMLElement {});\n',
      );
      const widgets = ['alpha', 'beta'];
      for (const name of widgets) {
        mkdirSync(join(root, 'widgets', name), { recursive: true });
        writeFileSync(
          join(root, 'widgets', name, 'index.ts'),
          `import { define } from '../../core/define';\ndefine('pd-${name}');\n`,
        );
      }
      const dir = join(scratch, 'cdn');
      await build(cdnConfig({ widgetsDir: join(root, 'widgets'), widgets, dir }));
      await build(cdnLoaderConfig({ dir }));
      await build(cdnVersionedLoaderConfig({ dir }));

      const top = readFileSync(join(dir, 'loader.js'), 'utf8');
      const pinned = readFileSync(join(dir, version, 'loader.js'), 'utf8');
      // The top-level loader looks one folder down (`./<version>/`, the version a constant); the versioned one next
      // to itself. Both import `./<tag>.js` of their folder through the retriable importer (ADR 230).
      expect(top).toContain(`"${version}"`);
      expect(top).toMatch(/new URL\(`\.\/\$\{\w\}\/`,import\.meta\.url\)/);
      expect(pinned).toContain('new URL("./",import.meta.url)');
      expect(pinned).toContain('`./${');
      expect(pinned).not.toContain(`./${version}/`);
      // …and are otherwise the same code (the same src/loader.ts, no exports kept): equal once the minifier's
      // one-letter names are blanked and the folder is written as the versioned loader writes it.
      const blank = (code: string) => code.replace(/\b[a-zA-Z]\b/g, '_');
      const asPinned = blank(top)
        .replace(`_="${version}",`, '')
        .replace('new URL(`./${_}/`', 'new URL("./"')
        .replace('import(`./${_}/runtime.js`)', 'import("./runtime.js")');
      expect(asPinned).toBe(blank(pinned));

      const manifest = JSON.parse(readFileSync(join(dir, 'integrity.json'), 'utf8')) as {
        version: string;
        files: Record<string, string>;
      };
      expect(manifest.version).toBe(version);
      const release = readdirSync(join(dir, version), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
        .sort();
      expect(Object.keys(manifest.files).sort()).toEqual(release);
      for (const name of [
        `${version}/loader.js`,
        `${version}/runtime.js`,
        `${version}/pd-alpha.js`,
        `${version}/pd-beta.js`,
      ]) {
        expect(release).toContain(name);
      }
      expect(Object.keys(manifest.files)).not.toContain('loader.js');
      for (const name of release) {
        const hash = `sha384-${createHash('sha384')
          .update(readFileSync(join(dir, name)))
          .digest('base64')}`;
        expect(manifest.files[name], name).toBe(hash);
      }
    },
  );
});
