import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * In development `/config.json` is answered from the environment; in AWS the
 * Web stack deploys the same file beside the build, so one build serves every stage.
 */
function runtimeConfig(): Plugin {
  return {
    name: 'runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify({ apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001', stage: 'local' }));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), runtimeConfig()],
  build: { outDir: 'dist', sourcemap: true },
});
