import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 5174);
const apiTarget = `http://127.0.0.1:${apiPort}`;
// Paths the API server answers; in development Vite forwards them to it.
const apiPaths = ['/api', '/auth', '/pricing', '/contact', '/sitemap.xml'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiTarget])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
