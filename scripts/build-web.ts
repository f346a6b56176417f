/**
 * Builds the SPA into apps/web/dist (or WEB_DIST, the folder the server then serves) with gzip and brotli copies of every text asset (the server
 * sends them to browsers that accept them). With --if-stale it does nothing when dist is newer than
 * every source, so `npm start` builds only what is not built. The public pages are then drawn into
 * HTML files of their own (prerender-pages.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { prerenderPages } from './prerender-pages.ts';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(web, 'dist'));
const stamp = path.join(dist, '.build-stamp');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/i18n/src',
  'package-lock.json',
];

function files(target: string): string[] {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [target];
  return readdirSync(target).flatMap((name) => files(path.join(target, name)));
}

const newest = (targets: string[]) =>
  Math.max(0, ...targets.flatMap(files).map((file) => statSync(file).mtimeMs));
const builtAt = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;

if (process.argv.includes('--if-stale') && builtAt > newest(sources.map((s) => path.join(root, s)))) {
  console.log('web application up to date');
} else {
  await build({
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    // The manifest tells the prerender which CSS each chunk carries; it removes it afterwards.
    build: { outDir: dist, emptyOutDir: true, manifest: true },
  });
  const pages = await prerenderPages(web, dist);
  for (const file of files(dist).filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f))) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`web application built, ${pages} pages prerendered`);
}
