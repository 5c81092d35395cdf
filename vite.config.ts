import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { serverFunctionManifest } from './scripts/server-function-manifest.ts'

const serverFunctions = serverFunctionManifest()

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: {
      // The client entry's boot stages (src/client.tsx) load without Vite's preload helper: it
      // appended some thirty <link rel=modulepreload> in one task after the first paint, ~50 ms
      // of main thread per stage; the browser fetches each stage's module graph by itself.
      // Route chunks keep their preloads.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart({ serverFns: { generateFunctionId: serverFunctions.generateFunctionId } }),
    viteReact(),
    serverFunctions.plugin,
  ],
})
