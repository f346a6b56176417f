/**
 * Builds the SPA into apps/web/dist (or WEB_DIST, the folder the server then serves) with gzip and brotli copies of every text asset (the server
 * sends them to browsers that accept them). With --if-stale it does nothing when dist is newer than
 * every source, so `npm start` builds only what is not built. The public pages are then drawn into
 * HTML files of their own (prerender-pages.ts). Each step is said as it starts, with the time since the
 * build began: the first `npm start` takes a minute or two before the server starts (issue 33).
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
const started = performance.now();
const report = (step: string) =>
  console.log(`web application: ${step} (${Math.round((performance.now() - started) / 1000)} s)`);

const ifStale = process.argv.includes('--if-stale');

if (ifStale && builtAt > newest(sources.map((s) => path.join(root, s)))) {
  console.log('web application up to date');
} else {
  const where = dist.startsWith(`${root}${path.sep}`) ? path.relative(root, dist) : dist;
  const why = builtAt === 0 ? ' (not built yet)' : ifStale ? ' (its sources changed)' : '';
  report(`building into ${where}${why}: about a minute or two`);
  report('bundling the code');
  await build({
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    // The manifest tells the prerender which CSS each chunk carries; it removes it afterwards.
    build: { outDir: dist, emptyOutDir: true, manifest: true },
  });
  const pages = await prerenderPages(web, dist, report);
  const texts = files(dist).filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f));
  report(`compressing ${texts.length} files (gzip and brotli)`);
  for (const file of texts) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  writeFileSync(stamp, new Date().toISOString());
  report(`built, ${pages} pages prerendered`);
}
