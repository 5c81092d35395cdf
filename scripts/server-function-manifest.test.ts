import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_FUNCTION_MANIFEST, serverFunctionManifest, type ServerFunctionManifest } from './server-function-manifest.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Runs the plugin's writeBundle as Vite would for one environment; returns the written manifest, if any. */
function writeBundle(manifest: ReturnType<typeof serverFunctionManifest>, consumer: 'client' | 'server'): ServerFunctionManifest | null {
  const dir = mkdtempSync(join(tmpdir(), 'server-fns-'))
  folders.push(dir)
  const context = {
    environment: { config: { consumer } },
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const hook = manifest.plugin.writeBundle as (this: typeof context, options: { dir: string }) => void
  hook.call(context, { dir })
  const file = join(dir, SERVER_FUNCTION_MANIFEST)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ServerFunctionManifest) : null
}

describe('serverFunctionManifest', () => {
  it('lists every id it minted, with the function and its file, when the server build is written', () => {
    const manifest = serverFunctionManifest()
    const unitId = manifest.generateFunctionId({ filename: 'src/server/units.functions.ts', functionName: 'getUnit_createServerFn_handler' })
    const feedbackId = manifest.generateFunctionId({ filename: 'src/server/feedback.functions.ts', functionName: 'submitFeedback_createServerFn_handler' })
    expect(unitId).toMatch(/^[0-9a-f]{64}$/)
    expect(feedbackId).not.toBe(unitId)
    expect(manifest.generateFunctionId({ filename: 'src/server/units.functions.ts', functionName: 'getUnit_createServerFn_handler' })).toBe(unitId)

    expect(writeBundle(manifest, 'client')).toBeNull()
    expect(writeBundle(manifest, 'server')).toEqual({
      functions: [
        { id: feedbackId, name: 'submitFeedback', file: 'src/server/feedback.functions.ts' },
        { id: unitId, name: 'getUnit', file: 'src/server/units.functions.ts' },
      ],
    })
  })

  it('fails the build when no server function was found', () => {
    expect(() => writeBundle(serverFunctionManifest(), 'server')).toThrow(/no server functions/)
  })
})
