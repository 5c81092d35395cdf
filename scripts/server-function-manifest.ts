import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Written beside the built server; scripts/serve.mjs and the e2e tests read it. */
export const SERVER_FUNCTION_MANIFEST = 'server-functions.json'

export interface ServerFunctionEntry {
  id: string
  name: string
  file: string
}

export interface ServerFunctionManifest {
  functions: ServerFunctionEntry[]
}

/**
 * The server functions of a production build, by the id their URL carries
 * (/_serverFn/{id}). Start mints the ids through its public
 * `serverFns.generateFunctionId` option, so the ids are recorded there, as
 * they are made (the same hash Start uses by default), and the plugin writes
 * them out with the server build. A build that found none fails.
 */
export function serverFunctionManifest() {
  const functions = new Map<string, ServerFunctionEntry>()

  const generateFunctionId = ({ filename, functionName }: { filename: string; functionName: string }): string => {
    const id = createHash('sha256').update(`${filename}--${functionName}`).digest('hex')
    functions.set(id, { id, name: functionName.replace(/_createServerFn_handler$/, ''), file: filename })
    return id
  }

  const plugin: Plugin = {
    name: 'battle-cats-codex:server-function-manifest',
    apply: 'build',
    writeBundle(options) {
      if (this.environment.config.consumer !== 'server') return
      if (functions.size === 0) this.error('The build found no server functions; the server-function manifest would be empty.')
      if (!options.dir) this.error('The server build has no output folder to write the server-function manifest to.')
      const manifest: ServerFunctionManifest = {
        functions: [...functions.values()].sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name)),
      }
      writeFileSync(join(options.dir, SERVER_FUNCTION_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }

  return { generateFunctionId, plugin }
}
