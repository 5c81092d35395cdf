import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { serverFunctionManifest } from './scripts/server-function-manifest.ts'
import { bootChunkGroups, bootPreload, entryScriptPriority } from './scripts/boot-preload.ts'

const serverFunctions = serverFunctionManifest()
const boot = bootPreload()

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  build: { modulePreload: { resolveDependencies: boot.resolveDependencies } },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: bootChunkGroups() } } } } },
  plugins: [
    tailwindcss(),
    tanstackStart({ serverFns: { generateFunctionId: serverFunctions.generateFunctionId } }),
    viteReact(),
    serverFunctions.plugin,
    boot.plugin,
    entryScriptPriority(),
  ],
})
