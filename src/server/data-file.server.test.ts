import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadOnce, readDataText } from './data-file.server.ts'

describe('loadOnce', () => {
  it('loads on the first call and gives every later caller the same value', async () => {
    let loads = 0
    const get = loadOnce(async () => ({ n: ++loads }))
    expect(loads).toBe(0)
    const [a, b] = await Promise.all([get(), get()])
    const c = await get()
    expect(loads).toBe(1)
    expect(a).toBe(b)
    expect(c).toBe(a)
  })

  it('forgets a failed load: the callers waiting on it get the error, the next call loads again', async () => {
    let loads = 0
    const get = loadOnce(async () => {
      loads += 1
      if (loads === 1) throw new Error('not there yet')
      return loads
    })
    await Promise.all([expect(get()).rejects.toThrow('not there yet'), expect(get()).rejects.toThrow('not there yet')])
    expect(loads).toBe(1)
    expect(await get()).toBe(2)
    expect(await get()).toBe(2)
    expect(loads).toBe(2)
  })
})

describe('readDataText', () => {
  it('reads the file, or says what is missing and how to make it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'data-file-'))
    try {
      const path = join(dir, 'stages.json')
      await writeFile(path, '{"a":1}')
      expect(await readDataText(path, 'stage data')).toBe('{"a":1}')
      const missing = join(dir, 'absent.json')
      await expect(readDataText(missing, 'stage data')).rejects.toThrow(`The stage data is missing at ${missing}. Run \`npm run data\` first.`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
