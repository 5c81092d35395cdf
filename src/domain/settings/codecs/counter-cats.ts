import type { SavedLevels } from '../saved-cat.ts'
import { MAX_TALENT_SLOTS } from '../limits.ts'
import { decodeOrbCodes, encodeOrbCodes, MAX_CODED_ORBS, ORB_CODE_LENGTH, orbCodesPattern } from './orb-codes.ts'

/** A saved cat as a stage ranking takes it: which form, at which levels, with which orbs. */
export type CounterCat = Pick<SavedLevels, 'level' | 'plusLevel'> & { unitId: number; formIndex: number; talentLevels: number[]; orbs?: string[] }

/** Cats a stage ranking takes from a list: more than a player owns, few enough for one request. */
export const MAX_COUNTER_CATS = 1000
const CAT = new RegExp(`^(\\d{1,5})\\.([0-3])\\.(\\d{1,3})\\.(\\d{1,3})((?:\\.\\d{1,3}){0,8})(?::(${orbCodesPattern(',')}))?$`)
export const COUNTER_CATS_MAX_LENGTH = MAX_COUNTER_CATS * (5 + 2 + 4 + 4 + 4 * MAX_TALENT_SLOTS + 1 + (ORB_CODE_LENGTH + 1) * MAX_CODED_ORBS)

/**
 * A list's cats in one line, `unit.form.level.plus[.talent…][:orb,orb]` each, space separated, the
 * same cat once. The server function's payload names every field of an object, about 300 bytes a
 * cat, and the server takes 64 KB: as objects a list of 220 cats could not be sent.
 */
export function encodeCounterCats(cats: readonly CounterCat[]): string {
  const lines = cats.map(({ unitId, formIndex, level, plusLevel, talentLevels, orbs = [] }) => {
    // Orbs in three characters each (orb-codes.ts): written out, two orbs would take a cat's line from 48
    // to 86 characters at most, and 1,000 cats past the 64 KB a request may carry.
    const codes = encodeOrbCodes(orbs, ',')
    const levels = [unitId, formIndex, level, plusLevel, ...talentLevels].join('.')
    return codes ? `${levels}:${codes}` : levels
  })
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
      return {
        ok: false,
        message: `Cat ${index + 1} (${part.slice(0, 40)}) is not unit.form.level.plus[.talent…][:orb,orb] with form 0–3, a level from 1, up to 8 talent levels and up to 3 orbs.`,
      }
    }
    const talentLevels = match[5] ? match[5].slice(1).split('.').map(Number) : []
    const cat: CounterCat = { unitId: Number(match[1]), formIndex: Number(match[2]), level, plusLevel: Number(match[4]), talentLevels }
    if (match[6]) cat.orbs = decodeOrbCodes(match[6], ',')
    cats.push(cat)
  }
  return { ok: true, cats }
}
