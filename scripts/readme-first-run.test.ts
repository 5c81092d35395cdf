import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('the README for a first run', () => {
  it('says why npm install on an older system Node warns EBADENGINE, and that the warnings are harmless', () => {
    const readme = fs.readFileSync('README.md', 'utf8')
    const paragraph = readme.split('\n\n').find((text) => text.includes('EBADENGINE'))
    expect(paragraph).toBeDefined()
    expect(paragraph).toMatch(/harmless/)
    expect(paragraph).toMatch(/Node 24/)
  })
})
