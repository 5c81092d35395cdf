import type { Plugin, Rollup } from 'vite'

/**
 * One preload for the whole start-up. The client entry (src/client.tsx)
 * imports the app in stages so that each stage evaluates in its own task; with
 * Vite's usual preload lists each stage would fetch only its own chunks when
 * it starts, a waterfall that made hydration finish 0.5–1.6 s later. Here every
 * import made by the entry preloads the chunks of all the stages at once; Vite's
 * helper skips links it has already added, so the later stages add none.
 */
export function bootPreload() {
  const plugin: Plugin = {
    name: 'codex:boot-preload',
    apply: 'build',
    // Runs before Vite's own generateBundle, which asks resolveDependencies for the lists.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const entry = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry)
      // The stages: src/boot/*.ts and src/hydrate.tsx (rolldown lists no dynamic imports here).
      const stages = Object.values(bundle)
        .filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && BOOT_STAGE.test(file.facadeModuleId ?? ''))
        .map((chunk) => chunk.fileName)
      if (!entry || stages.length < 2) this.error(`boot-preload: no client entry or ${stages.length} boot stages; src/client.tsx changed?`)
      shared().entryChunk = entry.fileName
      shared().bootChunks = staticClosure(bundle, stages)
    },
  }

  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string }): string[] => {
    const { entryChunk, bootChunks } = shared()
    return context.hostId === entryChunk ? [...new Set([...bootChunks, ...deps])] : deps
  }

  return { plugin, resolveDependencies }
}

const BOOT_STAGE = /[\\/]src[\\/](boot[\\/][^\\/]+\.ts|hydrate\.tsx)$/

interface BootPreloadState {
  entryChunk?: string
  bootChunks: string[]
}

/**
 * The build evaluates vite.config.ts more than once, and the plugin's hooks and
 * the resolveDependencies option Vite calls can come from different
 * evaluations, so the two meet in one process-wide record.
 */
function shared(): BootPreloadState {
  const key = Symbol.for('battle-cats-codex.boot-preload')
  const store = globalThis as typeof globalThis & { [key: symbol]: BootPreloadState | undefined }
  return (store[key] ??= { bootChunks: [] })
}

function staticClosure(bundle: Rollup.OutputBundle, roots: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const file = bundle[fileName]
    if (file?.type === 'chunk') file.imports.forEach(visit)
  }
  roots.forEach(visit)
  return [...seen]
}
