import { z } from 'zod'
import type { Abilities, Talent, Trait } from './model.ts'
import { cell, checkRow, parseNumberRows, parseTextLines } from './game-text.ts'
import { GAME_FILE_PATHS } from './game-files.ts'
import { GameDataError } from './game-data-error.ts'
import { TALENT_DEFINITIONS, TALENT_TRAIT_BITS } from './talent-table.ts'

const SLOT_COUNT = 8
const SLOT_WIDTH = 14
const SLOT_LETTERS = 'ABCDEFGH'

const skillAcquisitionRow = z.array(z.number().int()).length(2 + SLOT_COUNT * SLOT_WIDTH)

/** One cat's row of SkillAcquisition.csv, not yet decoded (decoding needs the cat's true form). */
export interface TalentRow {
  catId: number
  line: number
  cells: number[]
}

export function parseSkillAcquisition(text: string): Map<number, TalentRow> {
  const file = GAME_FILE_PATHS.skillAcquisition
  const rows = new Map<number, TalentRow>()
  for (const row of parseNumberRows(text, file, { header: true })) {
    const cells = checkRow(skillAcquisitionRow, row.cells, `${file} line ${row.line}`)
    const catId = cell(cells, 0)
    if (rows.has(catId)) throw new GameDataError(`${file} line ${row.line}: cat ${catId} has a second row`)
    rows.set(catId, { catId, line: row.line, cells })
  }
  return rows
}

/** SkillDescriptions.csv: `textID|English text`, `<br>` = line break; first line is a header. */
export function parseSkillDescriptions(text: string): Map<number, string> {
  const file = GAME_FILE_PATHS.skillDescriptions
  const descriptions = new Map<number, string>()
  parseTextLines(text).forEach((line, index) => {
    if (index === 0 || line.trim() === '') return
    const separator = line.indexOf('|')
    const id = Number(line.slice(0, separator))
    if (separator < 0 || !Number.isInteger(id)) throw new GameDataError(`${file} line ${index + 1}: expected "textID|text"`)
    const description = line
      .slice(separator + 1)
      .split('<br>')
      .map((part) => part.trim())
      .join('\n')
    descriptions.set(id, description)
  })
  return descriptions
}

export function talentTraits(row: TalentRow): Trait[] {
  const typeId = cell(row.cells, 1)
  const known = TALENT_TRAIT_BITS.reduce((mask, [bit]) => mask | bit, 0)
  if ((typeId & ~known) !== 0) {
    throw new GameDataError(`${GAME_FILE_PATHS.skillAcquisition} line ${row.line} (cat ${row.catId}): unknown typeID bits in ${typeId}`)
  }
  return TALENT_TRAIT_BITS.filter(([bit]) => (typeId & bit) !== 0).map(([, trait]) => trait)
}

/**
 * The cat's talents in slot order. `trueForm` is the abilities of the form the
 * talents apply to: a proc talent "modifies" an ability that form already has
 * and "adds" it otherwise. (The description text is not a reliable guide:
 * cats 625 and 634 have an "Upgrade the Strengthen ability" talent without
 * having Strengthen, and the row carries the full HP-trigger and bonus.)
 */
export function decodeTalents(row: TalentRow, trueForm: Abilities, descriptions: ReadonlyMap<number, string>): Talent[] {
  const talents: Talent[] = []
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    const start = 2 + slot * SLOT_WIDTH
    const at = (offset: number) => cell(row.cells, start + offset)
    const abilityId = at(0)
    if (abilityId === 0) continue
    const where = `${GAME_FILE_PATHS.skillAcquisition} line ${row.line} (cat ${row.catId}), slot ${SLOT_LETTERS[slot]}`
    const definition = TALENT_DEFINITIONS.get(abilityId)
    if (!definition) throw new GameDataError(`${where}: unknown talent abilityID ${abilityId}`)

    const params: Talent['params'] = []
    for (let position = 0; position < 4; position++) {
      const min = at(2 + position * 2)
      const max = at(3 + position * 2)
      if (min === 0 && max === 0) continue
      const name = definition.params[position]
      if (!name) {
        throw new GameDataError(`${where}: talent abilityID ${abilityId} (${definition.name}) has an unexpected value in parameter ${position + 1} (${min}/${max})`)
      }
      const divisor = definition.quarterParams?.includes(position) ? 4 : 1
      params.push({ name, min: min / divisor, max: max / divisor })
    }

    const textId = at(10)
    const description = descriptions.get(textId)
    if (description === undefined) {
      throw new GameDataError(`${where}: textID ${textId} is not in ${GAME_FILE_PATHS.skillDescriptions}`)
    }
    talents.push({
      slot,
      abilityId,
      name: definition.name,
      description,
      maxLevel: Math.max(1, at(1)),
      params,
      ultra: at(13) === 1,
      effect: definition.effect(trueForm),
    })
  }
  return talents
}
