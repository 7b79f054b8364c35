// @vitest-environment node
/**
 * Item "O(1) loader" (docs/decisions/118-o1-loader-by-convention.md): the CDN build of `loader.js` must not grow
 * with the number of widgets. The real CDN configs (rollup.config.mjs `cdnConfig` for the widgets, `cdnLoaderConfig`
 * for the loader, built on its own since ADR 237) are built for 8 and for 30 widget folders (scratch folders shaped
 * like src/widgets, each widget importing a shared core module); the loader's bytes must be identical, import nothing
 * statically (a static import would be fetched before anything else), stay within the 1,000 B brotli budget, and
 * every widget must land where the loader looks for it (`<version>/<tag>.js`, with the shared `<version>/runtime.js`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { rollup, type OutputOptions, type RollupOptions } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the rollup config is a plain .mjs module without types
import * as untypedConfigs from '../../rollup.config.mjs';

type Config = RollupOptions & { output: OutputOptions };
const { cdnConfig, cdnLoaderConfig } = untypedConfigs as {
  cdnConfig(options: { widgetsDir: string; widgets: string[]; dir: string }): Config;
  cdnLoaderConfig(options: { dir: string }): Config;
};

const { version } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
  version: string;
};
const scratch = mkdtempSync(join(tmpdir(), 'pd-loader-size-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `count` widget folders under a scratch `src/widgets` and returns their names. */
function widgetFolders(count: number): { widgetsDir: string; widgets: string[] } {
  const root = join(scratch, `r${count}`);
  mkdirSync(join(root, 'src/core'), { recursive: true });
  writeFileSync(
    join(root, 'src/core/define.ts'),
    'export const define = (tag: string) => customElements.get(tag) || customElements.define(tag, class extends HTMLElement {});\n',
  );
  const widgets = Array.from({ length: count }, (_, i) => `widget-${String(i + 1).padStart(2, '0')}`);
  for (const name of widgets) {
    mkdirSync(join(root, 'src/widgets', name), { recursive: true });
    writeFileSync(
      join(root, 'src/widgets', name, 'index.ts'),
      `import { define } from '../../core/define';\ndefine('pd-${name}');\n`,
    );
  }
  return { widgetsDir: join(root, 'src/widgets'), widgets };
}

/** Builds the CDN config for `count` widgets in memory: file name → code. */
async function buildCdn(count: number): Promise<Map<string, string>> {
  const dir = join(scratch, `out${count}`);
  const files = new Map<string, string>();
  for (const config of [cdnConfig({ ...widgetFolders(count), dir }), cdnLoaderConfig({ dir })]) {
    const bundle = await rollup(config);
    try {
      const { output } = await bundle.generate(config.output);
      for (const f of output) if (f.type === 'chunk') files.set(f.fileName, f.code);
    } finally {
      await bundle.close();
    }
  }
  return files;
}

const brotli = (code: string) =>
  brotliCompressSync(Buffer.from(code), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('CDN loader size', () => {
  it('is the same bytes for 8 and for 30 widgets, within 1,000 B brotli', { timeout: 120_000 }, async () => {
    const eight = await buildCdn(8);
    const thirty = await buildCdn(30);
    const loader = thirty.get('loader.js');
    expect(loader).toBeDefined();
    expect(loader).toBe(eight.get('loader.js'));
    expect(loader).not.toContain('widget-');
    expect(loader).not.toMatch(/(^|[;}])\s*import\s*[{*"\w]/);
    expect(brotli(loader!)).toBeLessThanOrEqual(1000);
    // Where the loader looks: `<tag>.js` of the release folder `./<version>/` (ADR 230) and `./<version>/runtime.js`.
    expect(loader).toContain(`"${version}"`);
    expect(loader).toMatch(/`\.\/\$\{\w+\}\/`/);
    expect(loader).toMatch(/`\.\/\$\{\w+\}\/runtime\.js`/);
    expect(thirty.has(`${version}/runtime.js`)).toBe(true);
    for (let i = 1; i <= 30; i += 1) {
      const file = `${version}/pd-widget-${String(i).padStart(2, '0')}.js`;
      expect(thirty.get(file), file).toMatch(/from".\/runtime.js"/);
    }
  });
});
