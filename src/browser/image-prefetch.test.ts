// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchImages } from './image-prefetch.ts'

/** The addresses given to images, in the order they were set. */
let started: string[] = []

beforeEach(() => {
  started = []
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, url: string) {
    started.push(url)
  })
})
afterEach(() => vi.restoreAllMocks())

/** A yield the test releases by hand, so it can look between two tasks. */
function manualYield() {
  const waiting: (() => void)[] = []
  const yieldControl = () => new Promise<void>((resolve) => waiting.push(resolve))
  const release = async () => {
    waiting.shift()?.()
    await Promise.resolve()
    await Promise.resolve()
  }
  return { yieldControl, release, pending: () => waiting.length }
}

const urls = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `/game/${prefix}-${i}.webp`)

describe('prefetchImages', () => {
  it('starts six pictures in the calling task and six more after each yield, each once', async () => {
    const { yieldControl, release } = manualYield()
    const done = prefetchImages([...urls('a', 14), '/game/a-0.webp'], yieldControl)
    expect(started).toEqual(urls('a', 6))
    await release()
    expect(started).toEqual(urls('a', 12))
    await release()
    await done
    expect(started).toEqual(urls('a', 14))
  })

  it('a later call replaces what an earlier one still had waiting, and skips what is loaded', async () => {
    const { yieldControl, release, pending } = manualYield()
    void prefetchImages(urls('b', 12), yieldControl)
    expect(started).toHaveLength(6)
    const second = prefetchImages([...urls('b', 2), ...urls('c', 3)], yieldControl)
    await second
    expect(started).toEqual([...urls('b', 6), ...urls('c', 3)])
    // The first call's loop wakes up and stops: its last six never start.
    expect(pending()).toBe(1)
    await release()
    expect(started).toEqual([...urls('b', 6), ...urls('c', 3)])
  })
})
