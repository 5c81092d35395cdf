import { fileURLToPath } from 'node:url'
import type { Plugin, Rollup } from 'vite'

/** In the client entry, replaced by the list of the start-up's chunk URLs (src/client.tsx). */
export const BOOT_CHUNKS_PLACEHOLDER = '__CODEX_BOOT_CHUNKS__'

/**
 * The start-up's chunks, for the client entry to preload. The entry
 * (src/client.tsx) imports the app in stages so that each stage evaluates in
 * its own task. With Vite's usual preload lists each stage would fetch only
 * its own chunks when it starts, a waterfall that made hydration finish
 * 0.5–1.6 s later; and Vite's helper adds all of a list's
 * <link rel=modulepreload> in one task, 40–150 ms on a large page. So the
 * entry gets no lists from Vite; instead this plugin writes the URLs of every
 * chunk the stages need into the entry, which adds the links a few at a time.
 */
export function bootPreload() {
  const plugin: Plugin = {
    name: 'codex:boot-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const entry = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry)
      // The stages: the chunks holding src/boot/*.ts and src/hydrate.tsx (rolldown lists no dynamic imports here).
      const stages = Object.values(bundle)
        .filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.moduleIds.some((id) => BOOT_STAGE.test(id)))
        .map((chunk) => chunk.fileName)
      if (!entry || stages.length < 2 || !entry.code.includes(BOOT_CHUNKS_PLACEHOLDER)) {
        this.error(`boot-preload: no client entry naming ${BOOT_CHUNKS_PLACEHOLDER}, or ${stages.length} boot stages; src/client.tsx changed?`)
      }
      shared().entryChunk = entry.fileName
      const urls = staticClosure(bundle, stages)
        .filter((fileName) => fileName !== entry.fileName)
        .map((fileName) => `/${fileName}`)
      entry.code = entry.code.replaceAll(BOOT_CHUNKS_PLACEHOLDER, JSON.stringify(urls))
    },
  }

  /** The entry's imports preload nothing themselves: src/client.tsx has done it. */
  const resolveDependencies = (_file: string, deps: string[], context: { hostType: string; hostId: string }): string[] =>
    context.hostType === 'js' && context.hostId === shared().entryChunk ? [] : deps

  return { plugin, resolveDependencies }
}

const BOOT_STAGE = /[\\/]src[\\/](boot[\\/][^\\/]+\.ts|hydrate\.tsx)$/

/** The start-up's stages in the order src/client.tsx imports them. */
const STAGE_MODULES = ['boot/react.ts', 'boot/libraries.ts', 'boot/schemas.ts', 'boot/list-schemas.ts', 'boot/routes.ts', 'hydrate.tsx'].map((path) =>
  fileURLToPath(new URL(`../src/${path}`, import.meta.url)),
)

/**
 * Small helpers that many pages' own chunks import (a few hundred bytes each, importing nothing
 * but the start-up's modules): left to the automatic splitting each was a chunk of its own, and a
 * page fetched up to a dozen of them. They go with the routes' stage, which every page loads
 * (about 5 KB in all), and are evaluated there.
 */
const PAGE_HELPERS =
  /[\\/]src[\\/]components[\\/](ui[\\/](Field|NumberField|SortHeaderCells|follow-row-link|radio-keys|sort-click|use-hydrated|use-hydrating-marker|use-search-ahead|use-wanted-when-near)\.tsx?|lists[\\/](show-error|focus-after-removal)\.ts)$|[\\/]src[\\/]domain[\\/]keyed-cache\.ts$/
const ROUTES_STAGE = 'boot-5-routes'

const ENTRY_MODULE = fileURLToPath(new URL('../src/client.tsx', import.meta.url))

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/**
 * One chunk per start-up stage (output.codeSplitting): every module a stage
 * imports statically, and no earlier stage did, goes into that stage's chunk.
 * Left to the automatic splitting the stages came as 37 chunks, and each
 * fetched chunk costs the main thread a task of its own as it arrives (about
 * 1 ms, several times that in Lighthouse's instrumented runs). The stages
 * evaluate exactly the modules they did before, so each stays its own task.
 * Modules no stage imports (the pages' lazy parts) keep the automatic splitting.
 */
export function bootChunkGroups() {
  const stageOf = new WeakMap<ModuleGraph, Map<string, string>>()
  const assign = (graph: ModuleGraph): Map<string, string> => {
    /** Visits `root` and what it imports statically, down to the modules `visit` declines (returns false). */
    const walk = (root: string, visit: (id: string) => boolean) => {
      const pending = [root]
      while (pending.length > 0) {
        const id = pending.pop()!
        if (visit(id)) pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
      }
    }
    // What the entry imports itself (Vite's preload helper) stays in the entry: in a stage's chunk, the
    // entry would import that chunk, and with it every stage, before the first paint.
    const inEntry = new Set<string>()
    walk(ENTRY_MODULE, (id) => {
      if (inEntry.has(id)) return false
      inEntry.add(id)
      return true
    })
    const stages = new Map<string, string>()
    STAGE_MODULES.forEach((stageModule, index) => {
      // boot-1-react … boot-6-hydrate: numbered so that the names sort in stage order.
      const name = `boot-${index + 1}-${stageModule.replace(/^.*[\\/]/, '').replace(/\.tsx?$/, '')}`
      walk(stageModule, (id) => {
        if (stages.has(id) || inEntry.has(id)) return false
        stages.set(id, name)
        return true
      })
    })
    return stages
  }
  return {
    // Only the modules named here: taking a module's dependencies along would pull the entry's into a stage.
    includeDependenciesRecursively: false,
    groups: [
      {
        // Without it, every build warns that the group's name is a function.
        debugName: 'boot-stages',
        name: (id: string, graph: ModuleGraph) => {
          let stages = stageOf.get(graph)
          if (!stages) stageOf.set(graph, (stages = assign(graph)))
          return stages.get(id) ?? (PAGE_HELPERS.test(id) ? ROUTES_STAGE : null)
        },
      },
    ],
  }
}

/**
 * The build evaluates vite.config.ts more than once, and the plugin's hooks and
 * the resolveDependencies option Vite calls can come from different
 * evaluations, so the entry's name passes through one process-wide record.
 * generateBundle runs before Vite's own, which asks resolveDependencies.
 */
function shared(): { entryChunk?: string } {
  const key = Symbol.for('battle-cats-codex.boot-preload')
  const store = globalThis as typeof globalThis & { [key: symbol]: { entryChunk?: string } | undefined }
  return (store[key] ??= {})
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

/**
 * The entry's <script> at low fetch priority (`fetchpriority="low"`). Start renders it
 * `async`, which paints nothing and blocks nothing, but Chrome still fetches a module script
 * at high priority, ahead of the page's pictures, and Lighthouse's simulation counts a
 * high-priority script loaded before the first paint as holding that paint back: `/unit/025/2`
 * scored its first contentful paint at 0.91 s with the attribute and 1.06–1.14 s without (three
 * runs each, alternated). The entry is 2 KB and starts the boot chunks' downloads itself.
 * Start names the script in its manifest module; the attribute goes in there, and the build
 * stops if that module no longer has the shape looked for.
 */
export function entryScriptPriority(): Plugin {
  return {
    name: 'codex:entry-script-priority',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!id.includes(START_MANIFEST_MODULE)) return null
      const next = code.replace(ENTRY_SCRIPT_ATTRS, '$1fetchPriority:"low",$2')
      if (next === code) this.error(`entry-script-priority: no entry script attributes in ${START_MANIFEST_MODULE}; has Start's manifest changed?`)
      return { code: next, map: null }
    },
  }
}

const START_MANIFEST_MODULE = 'tanstack-start-manifest:v'
// The root route's first script, as Start's manifest builder writes it (serialized by seroval).
const ENTRY_SCRIPT_ATTRS = /(scripts:\[\{attrs:\{type:"module",async:!0,)(src:)/
