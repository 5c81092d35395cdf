import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The README sends everything longer to docs/: every relative link between them must lead somewhere.
const FILES = [
  'README.md',
  ...fs
    .readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line)
    if (!heading) continue
    anchors.add(
      heading[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    )
  }
  return anchors
}

describe('links between the README and docs/', () => {
  it('every relative link names a file that exists and, with an anchor, a heading in it', () => {
    const broken: string[] = []
    for (const file of FILES) {
      const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('<')) continue
        const [filePart = '', anchor] = target!.split('#')
        const linked = filePart === '' ? file : path.normalize(path.join(path.dirname(file), filePart))
        if (!fs.existsSync(linked)) {
          broken.push(`${file}: ${target} (no file ${linked})`)
          continue
        }
        if (anchor && linked.endsWith('.md') && !anchorsOf(fs.readFileSync(linked, 'utf8')).has(anchor))
          broken.push(`${file}: ${target} (no heading #${anchor})`)
      }
    }
    expect(broken).toEqual([])
  })

  it('the README fits a screen or two: at most 150 lines, with the two Quick start lines at the top', () => {
    const readme = fs.readFileSync('README.md', 'utf8')
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150)
    expect(readme).toContain('```sh\nnpm install && npm run serve\nnpm install && npm test\n```')
    expect(readme.indexOf('## Quick start')).toBeLessThan(readme.indexOf('## Scripts'))
  })
})
