// Relative specifiers in emitted declarations get explicit `.js` extensions (issue 18; ADR 186 "declarations").
//
// The sources import without extensions (`from './core/config'`, `moduleResolution: bundler`), and tsc copies the
// specifiers into the `.d.ts` files as written. A consumer with `moduleResolution: node16`/`nodenext` resolves
// declarations as ESM, which needs the full file name: `./core/config.js` or `./core/config/index.js`. This rewrites
// every relative specifier of every `.d.ts` under a folder — `import … from`, `export … from`, bare `import '…'` and
// `import('…')` type queries, found by TypeScript's own scanner (`ts.preProcessFile`) — to the file that exists
// next to it. A specifier that matches no declaration file fails
// the build (it would be a broken type for every consumer).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every `.d.ts` file under `dir`, recursively. */
function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The `.js` specifier for `spec` imported from `file`: `./x` → `./x.js` when `x.d.ts` exists, `./x/index.js` when
 * `x/index.d.ts` does; a specifier already naming a `.js` file is kept. `undefined` when nothing matches.
 */
export function withExtension(file, spec) {
  const base = resolve(dirname(file), spec);
  if (/\.(c|m)?js$/.test(spec)) return existsSync(base.replace(/\.(c|m)?js$/, '.d.$1ts')) ? spec : undefined;
  if (existsSync(`${base}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${spec.replace(/\/$/, '')}/index.js`;
  return undefined;
}

/**
 * Rewrites the relative specifiers of one declaration file's text.
 * @returns {{ text: string, unresolved: string[] }}
 */
export function rewriteDeclaration(file, text) {
  // TypeScript's own import scanner: every `import`/`export … from`, `import('…')` type and triple-slash reference,
  // with its position, and nothing inside comments or strings.
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const unresolved = [];
  let out = '';
  let at = 0;
  for (const { fileName: spec, pos } of importedFiles) {
    if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') continue;
    const fixed = withExtension(file, spec);
    if (fixed === undefined) {
      unresolved.push(spec);
      continue;
    }
    // `pos` is where the quoted literal starts (quote included, TypeScript 6) or the specifier itself.
    const start = text.startsWith(spec, pos) ? pos : pos + 1;
    out += text.slice(at, start) + fixed;
    at = start + spec.length;
  }
  return { text: out + text.slice(at), unresolved };
}

/**
 * Rewrites every `.d.ts` under `dir` in place.
 * @returns {{ files: number, changed: number }}
 * @throws when a relative specifier resolves to no declaration file
 */
export function addDeclarationExtensions(dir) {
  const problems = [];
  let changed = 0;
  const files = declarationFiles(dir);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const result = rewriteDeclaration(file, text);
    for (const spec of result.unresolved) problems.push(`${relative(dir, file)}: '${spec}'`);
    if (result.text !== text) {
      writeFileSync(file, result.text);
      changed++;
    }
  }
  if (problems.length) {
    throw new Error(`relative imports with no declaration file:\n  ${problems.join('\n  ')}`);
  }
  return { files: files.length, changed };
}
