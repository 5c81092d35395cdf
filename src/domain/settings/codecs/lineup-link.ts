import { LINEUP_SLOTS } from '../../combos/lineup.ts'
import { MAX_TALENT_SLOTS, MAX_UNIT_ID } from '../limits.ts'
import { decodeOrbCodes, encodeOrbCodes, orbCodesPattern } from './orb-codes.ts'

/**
 * A lineup in a share link: `?cats=25.2.50.70.10~10~10_-_0.1.30.0` is slot 1
 * Crazed Cat at form 2, level 50+70, talents 10, 10, 10; slot 2 empty; slot 3
 * … Slots are joined by `_`, an empty one is `-`, a cat is
 * `unit.form.level.plus[.talent~talent…][.oORB~ORB]`, each orb in three characters
 * (orb-codes.ts: `.o00S` is Attack Up S against red). Only URL-safe characters, so the
 * link survives chat apps. Read strictly: a malformed link is refused with the
 * place and the reason, never half-read.
 */

export type SharedCat = { unitId: number; formIndex: number; level: number; plusLevel: number; talentLevels: number[]; orbs?: string[] }
export type SharedLineup = { name: string; slots: (SharedCat | null)[] }

const LIMITS = { unitId: MAX_UNIT_ID, formIndex: 3, level: 100, plusLevel: 100, talentLevel: 10, talents: MAX_TALENT_SLOTS } as const
export const MAX_SHARED_NAME = 50
const MAX_LINK_LENGTH = 700
// (Six digits read, so a unit id above the limit is named as such.)
const CAT = new RegExp(`^(\\d{1,6})\\.(\\d)\\.(\\d{1,3})\\.(\\d{1,3})(?:\\.(\\d{1,2}(?:~\\d{1,2}){0,7}))?(?:\\.o(${orbCodesPattern('~')}))?$`)

export function encodeLineup(slots: readonly (SharedCat | null)[]): string {
  const trimmed = [...slots]
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === null) trimmed.pop()
  return trimmed
    .map((cat) => {
      if (cat === null) return '-'
      const base = `${cat.unitId}.${cat.formIndex}.${cat.level}.${cat.plusLevel}`
      const talents = cat.talentLevels.length > 0 ? `.${cat.talentLevels.join('~')}` : ''
      const orbs = encodeOrbCodes(cat.orbs ?? [], '~')
      return `${base}${talents}${orbs ? `.o${orbs}` : ''}`
    })
    .join('_')
}

export type LineupLinkResult = { ok: true; lineup: SharedLineup } | { ok: false; message: string }

const MALFORMED = 'This lineup link is malformed'

export function decodeLineup(cats: string | undefined, name: string | undefined): LineupLinkResult {
  if (cats === undefined || cats === '') return { ok: false, message: `${MALFORMED}: it names no cats.` }
  // Ten cats at their longest (five-digit unit, three-digit levels, eight talents, three orbs) stay under it.
  if (cats.length > MAX_LINK_LENGTH) return { ok: false, message: `${MALFORMED}: it is too long.` }
  const parts = cats.split('_')
  if (parts.length > LINEUP_SLOTS) return { ok: false, message: `${MALFORMED}: a lineup has at most ${LINEUP_SLOTS} slots, it has ${parts.length}.` }
  const slots: (SharedCat | null)[] = []
  const units = new Set<number>()
  for (const [index, part] of parts.entries()) {
    const where = `slot ${index + 1}`
    if (part === '-') {
      slots.push(null)
      continue
    }
    const match = CAT.exec(part)
    if (!match) return { ok: false, message: `${MALFORMED}: ${where} is not a cat (expected unit.form.level.plus[.talents][.orbs], such as 25.2.50.70).` }
    const [unitId, formIndex, level, plusLevel] = [match[1], match[2], match[3], match[4]].map(Number) as [number, number, number, number]
    const talentLevels = match[5] ? match[5].split('~').map(Number) : []
    const orbs = match[6] ? decodeOrbCodes(match[6], '~') : undefined
    if (unitId > LIMITS.unitId) return { ok: false, message: `${MALFORMED}: ${where}: unit ${unitId} is above ${LIMITS.unitId}.` }
    if (formIndex > LIMITS.formIndex)
      return { ok: false, message: `${MALFORMED}: ${where}: the form must be from 0 to ${LIMITS.formIndex} (no cat has more than four).` }
    if (level < 1 || level > LIMITS.level) return { ok: false, message: `${MALFORMED}: ${where}: level must be from 1 to ${LIMITS.level}.` }
    if (plusLevel > LIMITS.plusLevel) return { ok: false, message: `${MALFORMED}: ${where}: plus level must be from 0 to ${LIMITS.plusLevel}.` }
    if (talentLevels.some((talent) => talent > LIMITS.talentLevel))
      return { ok: false, message: `${MALFORMED}: ${where}: talent levels go from 0 to ${LIMITS.talentLevel}.` }
    if (units.has(unitId)) return { ok: false, message: `${MALFORMED}: unit ${unitId} is in it twice.` }
    units.add(unitId)
    slots.push({ unitId, formIndex, level, plusLevel, talentLevels, ...(orbs ? { orbs } : {}) })
  }
  if (units.size === 0) return { ok: false, message: `${MALFORMED}: it names no cats.` }
  const cleanName = (name ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_SHARED_NAME)
  return { ok: true, lineup: { name: cleanName || 'Shared lineup', slots } }
}
