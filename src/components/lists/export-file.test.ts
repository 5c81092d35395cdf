import { describe, expect, it } from 'vitest'
import { exportFileName } from './export-file.ts'

describe('exportFileName', () => {
  it('names the file after the local calendar day, zero-padded', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('battle-cats-codex-lists-2025-01-05.json')
    expect(exportFileName(new Date(2024, 11, 31))).toBe('battle-cats-codex-lists-2024-12-31.json')
  })
})
