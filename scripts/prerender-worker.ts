/**
 * Draws one prerendered page in a thread of its own (scripts/prerender-pages.ts): a fresh module graph,
 * so every lazy page, text and part the drawing needs is imported again and noted for this page alone.
 */
import { parentPort, workerData } from 'node:worker_threads';

interface Job {
  /** File URL of the SSR build's module (apps/web/src/prerender/render-route.tsx). */
  readonly module: string;
  readonly route: { readonly locale: string; readonly url: string };
}

interface RenderModule {
  renderRoute(route: Job['route']): Promise<{ html: string; title: string }>;
}

declare global {
  var __prerenderImports: Set<string> | undefined;
}

const { module, route } = workerData as Job;
globalThis.__prerenderImports = new Set();
const render = (await import(module)) as RenderModule;
const page = await render.renderRoute(route);
parentPort?.postMessage({ ...page, imports: [...globalThis.__prerenderImports] });
