import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the portal supports preloads modules itself but Safari before 17, which then loads
    // them as it meets them: the polyfill would cost every first download for those few.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // zod schemas in @pow/domain and @pow/contracts are built at module load (`z.…`, and the answer
      // envelopes by `dataEnvelope(…)`); marked pure, the unused ones (all of them on the home path) are
      // dropped instead of pulling ~26 KB gzip of zod into the first load.
      treeshake: { manualPureFunctions: ['z', 'dataEnvelope'] },
    },
  },
  server: { proxy: { '/index.php': 'http://localhost:8080', '/idp': 'http://localhost:8080' } },
});
