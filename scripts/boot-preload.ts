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
const HYDRATE_MODULE = STAGE_MODULES.at(-1)!

const ENTRY_MODULE = fileURLToPath(new URL('../src/client.tsx', import.meta.url))

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; code: string | null } | null
}

/**
 * One chunk per start-up stage (output.codeSplitting): every module a stage
 * imports statically, and no earlier stage did, goes into that stage's chunk.
 * Left to the automatic splitting the stages came as 37 chunks, and each
 * fetched chunk costs the main thread a task of its own as it arrives (about
 * 1 ms, several times that in Lighthouse's instrumented runs). The stages
 * evaluate exactly the modules they did before, so each stays its own task.
 * Modules no stage imports, the pages' own and their lazy parts, are grouped by
 * pageChunkGroups.
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
      // boot-1-react … boot-5-routes: numbered so that the names sort in stage order. Hydration's
      // module goes with the routes (its work is a function src/client.tsx calls a task later).
      const name = stageModule === HYDRATE_MODULE ? ROUTES_STAGE : `boot-${index + 1}-${stageModule.replace(/^.*[\\/]/, '').replace(/\.tsx?$/, '')}`
      walk(stageModule, (id) => {
        if (stages.has(id) || inEntry.has(id)) return false
        stages.set(id, name)
        return true
      })
    })
    const all = new Set<string>()
    const pending = [ENTRY_MODULE]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (all.has(id)) continue
      all.add(id)
      const info = graph.getModuleInfo(id)
      pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
    }
    for (const id of all) if (PAGE_HELPERS.test(id) && !stages.has(id)) stages.set(id, ROUTES_STAGE)
    const started = (id: string) => stages.has(id) || inEntry.has(id)
    for (const [id, name] of pageChunkGroups(graph, all, started)) stages.set(id, name)
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
          return stages.get(id) ?? null
        },
      },
    ],
  }
}

/** A group of page modules at most this big (transformed source, about a seventh of that in brotli) joins a bigger one. */
const MERGE_BELOW_BYTES = 24_000
/** Shared page modules this small, importing nothing outside the start-up, go with the routes' stage. */
const TINY_BYTES = 4_000

/**
 * The chunks of the pages and their lazy parts. Left to the automatic splitting, every set of
 * pages sharing some modules made a chunk of them (the unit page fetched 13), and each request
 * costs the main thread a task and, on a phone, a round trip. Here:
 * - a page is its route's lazily loaded parts together (component, not-found view: Start lists
 *   them all for the page), and each lazy part a page imports itself (import()) is one too;
 * - what only one of them imports goes into its own chunk;
 * - what several share goes into a chunk per set of sharers (a lazy part does not count beside
 *   the page that loads it). A very small set's modules, importing nothing else, go with the
 *   routes' stage (a KB or so for every page, against a request on each of theirs); a small set
 *   joins the chunk of a larger set that holds all its sharers (they fetch that one anyway): its
 *   other pages fetch a few KB more, its sharers a request fewer.
 */
function pageChunkGroups(graph: ModuleGraph, modules: ReadonlySet<string>, started: (id: string) => boolean): Map<string, string> {
  const sharersOf = new Map<string, Set<string>>()
  const roots = new Set([...modules].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !started(id)))
  for (const root of roots) {
    // A route's parts come as `route.tsx?tsr-split=component` and the like.
    const page = root.replace(/\?.*$/, '')
    const pending = [root]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (started(id)) continue
      const sharers = sharersOf.get(id) ?? new Set<string>()
      if (sharers.has(page)) continue
      sharers.add(page)
      sharersOf.set(id, sharers)
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
  }
  // A lazy part only loads after the page that imports it (from the page's code, or from a module its
  // route file imports, in the start-up): what that page holds is there already.
  const pages = new Set([...roots].map((root) => root.replace(/\?.*$/, '')))
  const parentsOf = new Map<string, Set<string>>()
  for (const root of roots) {
    const page = root.replace(/\?.*$/, '')
    const importers = [...modules].filter((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds.includes(root))
    const parents = new Set(
      importers.flatMap((id) =>
        started(id) ? [...pages].filter((route) => graph.getModuleInfo(route)?.importedIds.includes(id)) : [...(sharersOf.get(id) ?? [])],
      ),
    )
    if (parents.size > 0 && !parents.has(page)) parentsOf.set(page, parents)
  }
  for (const sharers of sharersOf.values()) {
    for (const part of [...sharers]) {
      const parents = parentsOf.get(part)
      if (sharers.size > 1 && parents && [...parents].every((page) => sharers.has(page))) sharers.delete(part)
    }
  }
  type Group = { sharers: Set<string>; modules: string[]; bytes: number }
  const groups = new Map<string, Group>()
  for (const [id, sharers] of sharersOf) {
    const key = [...sharers].sort().join(' ')
    const group = groups.get(key) ?? { sharers, modules: [], bytes: 0 }
    group.modules.push(id)
    group.bytes += graph.getModuleInfo(id)?.code?.length ?? 0
    groups.set(key, group)
  }
  const names = new Map<string, string>()
  for (const [key, group] of groups) {
    const own = new Set(group.modules)
    const tiny =
      group.sharers.size > 1 &&
      group.bytes < TINY_BYTES &&
      group.modules.every((id) => (graph.getModuleInfo(id)?.importedIds ?? []).every((dependency) => started(dependency) || own.has(dependency)))
    if (!tiny) continue
    for (const id of group.modules) names.set(id, ROUTES_STAGE)
    groups.delete(key)
  }
  const shared = () => [...groups.entries()].filter(([, group]) => group.sharers.size > 1).sort(([, a], [, b]) => a.sharers.size - b.sharers.size)
  for (const [key, group] of shared()) {
    if (group.bytes >= MERGE_BELOW_BYTES) continue
    const larger = shared()
      .filter(([, other]) => other !== group && other.sharers.size > group.sharers.size && [...group.sharers].every((page) => other.sharers.has(page)))
      .at(0)?.[1]
    if (!larger) continue
    larger.modules.push(...group.modules)
    larger.bytes += group.bytes
    groups.delete(key)
  }
  const taken = new Set<string>()
  for (const group of groups.values()) {
    // Named after a page's route file or lazy part, or `shared-` and the largest module shared.
    const largest = group.modules.reduce((a, b) => ((graph.getModuleInfo(a)?.code?.length ?? 0) >= (graph.getModuleInfo(b)?.code?.length ?? 0) ? a : b))
    // Groups of one name would make one chunk: `lists/index.tsx` is `lists-index` beside the home page's `index`.
    const path = (group.sharers.size === 1 ? [...group.sharers][0]! : largest).replace(/\.[^.\\/]*$/, '').split(/[\\/]/)
    let name = (group.sharers.size === 1 ? '' : 'shared-') + path.at(-1)!
    for (let depth = 2; taken.has(name) && depth <= path.length; depth++) name = path.slice(-depth).join('-')
    taken.add(name)
    for (const id of group.modules) names.set(id, name)
  }
  return names
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
