/** The `.js` specifier for `spec` imported from the declaration file `file`, or `undefined`. */
export function withExtension(file: string, spec: string): string | undefined;
/** One declaration file's text with its relative specifiers rewritten. */
export function rewriteDeclaration(file: string, text: string): { text: string; unresolved: string[] };
/** Rewrites every `.d.ts` under `dir` in place; throws on a specifier with no declaration file. */
export function addDeclarationExtensions(dir: string): { files: number; changed: number };
