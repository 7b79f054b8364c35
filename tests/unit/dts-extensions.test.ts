// @vitest-environment node
/**
 * scripts/dts-extensions.mjs (issue 18, ADR 186): relative specifiers in emitted declarations get the `.js` file
 * they resolve to, so `moduleResolution: node16/nodenext` consumers get types; a specifier with no declaration file
 * fails the build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDeclarationExtensions, rewriteDeclaration } from '../../scripts/dts-extensions.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dts-'));
  mkdirSync(join(dir, 'core/config'), { recursive: true });
  mkdirSync(join(dir, 'widgets/a'), { recursive: true });
  writeFileSync(join(dir, 'core/config/index.d.ts'), 'export declare const x: 1;\n');
  writeFileSync(join(dir, 'core/host.d.ts'), 'export declare const h: 1;\n');
  writeFileSync(
    join(dir, 'widgets/a/A.d.ts'),
    "import type { h } from '../../core/host';\nexport declare const a: typeof h;\n",
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('dts extensions', () => {
  it('file → .js, folder → /index.js, every import form, comments and packages untouched', () => {
    const text = [
      "/** see import('./core/host') and from './nowhere' */",
      "export { x } from './core/config';",
      "export * from './core/host';",
      "import './core/host';",
      "import type { ComponentType } from 'react';",
      'export declare const c: import(\'./widgets/a/A\').Props & import("./core/config").X;',
      "export type { Y } from './core/host.js';",
    ].join('\n');
    const { text: out, unresolved } = rewriteDeclaration(join(dir, 'index.d.ts'), text);
    expect(unresolved).toEqual([]);
    expect(out.split('\n')).toEqual([
      "/** see import('./core/host') and from './nowhere' */",
      "export { x } from './core/config/index.js';",
      "export * from './core/host.js';",
      "import './core/host.js';",
      "import type { ComponentType } from 'react';",
      'export declare const c: import(\'./widgets/a/A.js\').Props & import("./core/config/index.js").X;',
      "export type { Y } from './core/host.js';",
    ]);
  });

  it('rewrites a folder in place, idempotently', () => {
    writeFileSync(join(dir, 'index.d.ts'), "export * from './widgets/a/A';\n");
    expect(addDeclarationExtensions(dir)).toEqual({ files: 4, changed: 2 });
    expect(readFileSync(join(dir, 'widgets/a/A.d.ts'), 'utf8')).toContain("from '../../core/host.js'");
    expect(readFileSync(join(dir, 'index.d.ts'), 'utf8')).toBe("export * from './widgets/a/A.js';\n");
    expect(addDeclarationExtensions(dir)).toEqual({ files: 4, changed: 0 });
  });

  it('a specifier with no declaration file fails', () => {
    writeFileSync(join(dir, 'index.d.ts'), "export * from './gone';\n");
    expect(() => addDeclarationExtensions(dir)).toThrow(/index\.d\.ts: '\.\/gone'/);
  });
});
