import fs from 'node:fs'
import { expect, it } from 'vitest'
import { FAVICON_SVG } from './favicon.ts'

it('is the icon of public/favicon.svg', () => {
  expect(fs.readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim()).toBe(FAVICON_SVG)
})
