import type { SavedLevels } from '../settings/saved-cat.ts'

/** A saved cat as a stage ranking takes it: which form, at which levels. */
export type CounterCat = Pick<SavedLevels, 'level' | 'plusLevel'> & { unitId: number; formIndex: number; talentLevels: number[] }

/** Cats a stage ranking takes from a list: more than a player owns, few enough for one request. */
export const MAX_COUNTER_CATS = 1000
const MAX_TALENT_SLOTS = 8
const CAT = /^(\d{1,5})\.([0-3])\.(\d{1,3})\.(\d{1,3})((?:\.\d{1,3}){0,8})$/
export const COUNTER_CATS_MAX_LENGTH = MAX_COUNTER_CATS * (5 + 2 + 4 + 4 + 4 * MAX_TALENT_SLOTS + 1)

/**
 * A list's cats in one line, `unit.form.level.plus[.talent…]` each, space separated, the same
 * cat once. The server function's payload names every field of an object, about 300 bytes a
 * cat, and the server takes 64 KB: as objects a list of 220 cats could not be sent.
 */
export function encodeCounterCats(cats: readonly CounterCat[]): string {
  const lines = cats.map(({ unitId, formIndex, level, plusLevel, talentLevels }) => [unitId, formIndex, level, plusLevel, ...talentLevels].join('.'))
  return [...new Set(lines)].join(' ')
}

/** The cats of encodeCounterCats' text, or what is wrong with it. */
export function decodeCounterCats(text: string): { ok: true; cats: CounterCat[] } | { ok: false; message: string } {
  if (text === '') return { ok: true, cats: [] }
  const parts = text.split(' ')
  if (parts.length > MAX_COUNTER_CATS) return { ok: false, message: `At most ${MAX_COUNTER_CATS.toLocaleString('en-US')} cats.` }
  const cats: CounterCat[] = []
  for (const [index, part] of parts.entries()) {
    const match = CAT.exec(part)
    const level = Number(match?.[3])
    if (!match || level < 1) {
      return { ok: false, message: `Cat ${index + 1} (${part.slice(0, 40)}) is not unit.form.level.plus[.talent…] with form 0–3, a level from 1 and up to 8 talent levels.` }
    }
    const talentLevels = match[5] ? match[5].slice(1).split('.').map(Number) : []
    cats.push({ unitId: Number(match[1]), formIndex: Number(match[2]), level, plusLevel: Number(match[4]), talentLevels })
  }
  return { ok: true, cats }
}
