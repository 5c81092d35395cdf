import { ORB_KINDS, TRAITS, type OrbGrade } from '../../game-data/vocabulary.ts'
import { NO_ORB, orbText, parseOrbText } from '../../orbs.ts'

/**
 * Orbs in short links and request lines: three characters each, the effect and the trait by their
 * place in the vocabulary, then the grade ("attack-red-S" is "00S"); an empty slot before a chosen
 * orb is "---". Five effects and ten traits fit one digit each.
 */
// The game gives a form at most two orb slots (equipmentslot.csv); one more leaves room for an update.
export const MAX_CODED_ORBS = 3
export const ORB_CODE_LENGTH = 3
const EMPTY_SLOT = '---'
const ORB_CODE = '(?:[0-4][0-9][DCBAS]|---)'

/** A pattern (for a RegExp) of up to MAX_CODED_ORBS codes joined by `separator`. */
export function orbCodesPattern(separator: string): string {
  const joint = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return `${ORB_CODE}(?:${joint}${ORB_CODE}){0,${MAX_CODED_ORBS - 1}}`
}

function orbCode(text: string): string {
  const orb = parseOrbText(text)
  return orb ? `${ORB_KINDS.indexOf(orb.kind)}${TRAITS.indexOf(orb.trait)}${orb.grade}` : EMPTY_SLOT
}

function orbOfCode(code: string): string {
  if (code === EMPTY_SLOT) return NO_ORB
  return orbText({ kind: ORB_KINDS[Number(code[0])]!, trait: TRAITS[Number(code[1])]!, grade: code[2] as OrbGrade })
}

/** The orbs' codes joined by `separator`; '' for none. Empty slots at the end count as nothing. */
export function encodeOrbCodes(orbs: readonly string[], separator: string): string {
  const codes = orbs.slice(0, MAX_CODED_ORBS).map(orbCode)
  while (codes.at(-1) === EMPTY_SLOT) codes.pop()
  return codes.join(separator)
}

/** The orb texts of codes that matched orbCodesPattern(separator). */
export function decodeOrbCodes(text: string, separator: string): string[] {
  return text.split(separator).map(orbOfCode)
}
