/**
 * `dist/cdn/integrity.json`: the Subresource Integrity hash (sha384) of every file of a release folder
 * `dist/cdn/<version>/`, for partners who pin a release with `<script type="module" integrity crossorigin>`
 * (docs/partners.md "Pinning a release"). Written by the CDN build after the bundle is on disk
 * (rollup.config.mjs `cdnVersionedLoaderConfig`, a `writeBundle` hook), so the hashes are of the bytes served.
 *
 * Shape: `{ "version": "0.1.0", "files": { "0.1.0/loader.js": "sha384-…", "0.1.0/runtime.js": "sha384-…", … } }`,
 * keys relative to dist/cdn with `/`, sorted. The top-level `loader.js` is not listed: it changes with every release
 * (revalidated, never pinned).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `sha384-<base64>` of a file's bytes, the format of the `integrity` attribute. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The integrity manifest of `<dir>/<version>/` (every file, subfolders included).
 * @param {string} dir the CDN folder (dist/cdn)
 * @param {string} version the release folder's name
 * @returns {{ version: string, files: Record<string, string> }}
 */
export function computeIntegrity(dir, version) {
  const release = path.join(dir, version);
  const names = readdirSync(release, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
  const files = {};
  for (const name of names) files[name] = sri(readFileSync(path.join(dir, name)));
  return { version, files };
}

/** Writes `<dir>/integrity.json` for `<dir>/<version>/`; returns the manifest. */
export function writeIntegrity(dir, version) {
  const manifest = computeIntegrity(dir, version);
  writeFileSync(path.join(dir, 'integrity.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
