import { describe, expect, it } from 'vitest'
import { bootChunkGroups } from './boot-preload.ts'

describe('bootChunkGroups', () => {
  it('names each group for the bundler, which otherwise warns on every build that its name is a function', () => {
    for (const group of bootChunkGroups().groups) {
      if (typeof group.name === 'function') expect(group).toHaveProperty('debugName', expect.any(String))
    }
  })
})
