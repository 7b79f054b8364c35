/** Types of scripts/preact-aliases.mjs (imported by vitest.config.ts). */
export declare const preactCompat: { find: RegExp; replacement: string }[];
export declare function r2wcCreateElementOnly(): import('rollup').Plugin;
export declare function nanostoresReactWithoutKeys(): import('rollup').Plugin;
