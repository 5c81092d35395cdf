import type { Abilities, Talent, Trait } from './model.ts'
import { cell, parseNumberRows, parseTextLines } from './game-text.ts'
import { GAME_FILE_PATHS } from './game-files.ts'
import { GameDataError } from './game-data-error.ts'
import { TALENT_DEFINITIONS, TALENT_TRAIT_BITS } from './talent-table.ts'

/** Where one talent slot's fields sit in a row of SkillAcquisition.csv (0-based columns). */
export interface TalentSlotColumns {
  letter: string
  abilityId: number
  maxLevel: number
  /** min/max of parameters 1–4, in that order */
  params: readonly (readonly [number, number])[]
  textId: number
  limit: number
}

/** One cat's row of SkillAcquisition.csv, not yet decoded (decoding needs the cat's true form). */
export interface TalentRow {
  catId: number
  line: number
  cells: number[]
  slots: readonly TalentSlotColumns[]
}

/**
 * The columns are found by their header names, so columns the importer does
 * not use may be added anywhere (newer dumps have more of them). Slot F's text
 * column is spelled `tFxtID_F` in every dump we have (14.7.0 to 15.0.1).
 */
export function talentLayout(headerLine: string): TalentSlotColumns[] {
  const file = GAME_FILE_PATHS.skillAcquisition
  const header = headerLine
    .replace(/\r/g, '')
    .split(',')
    .map((name) => name.trim())
  const position = (names: readonly string[]) => {
    const found = names.map((name) => header.indexOf(name)).find((index) => index >= 0)
    if (found === undefined) throw new GameDataError(`${file} line 1: no column "${names[0] ?? ''}" (unknown layout)`)
    return found
  }
  for (const [index, name] of [
    ['0', 'ID'],
    ['1', 'typeID'],
  ] as const) {
    if (header[Number(index)] !== name)
      throw new GameDataError(`${file} line 1, column ${index}: "${header[Number(index)] ?? ''}" where "${name}" was expected (unknown layout)`)
  }
  const letters = header.flatMap((name) => /^abilityID_([A-Z])$/.exec(name)?.[1] ?? [])
  if (letters.length === 0) throw new GameDataError(`${file} line 1: no column "abilityID_A" (unknown layout)`)
  return letters.map((letter) => ({
    letter,
    abilityId: position([`abilityID_${letter}`]),
    maxLevel: position([`MAXLv_${letter}`]),
    params: [1, 2, 3, 4].map((n) => [position([`min_${letter}${n}`]), position([`max_${letter}${n}`])] as const),
    textId: position([`textID_${letter}`, `t${letter}xtID_${letter}`]),
    limit: position([`limit_${letter}`]),
  }))
}

export function parseSkillAcquisition(text: string): Map<number, TalentRow> {
  const file = GAME_FILE_PATHS.skillAcquisition
  const headerLine = text.split('\n').find((line) => line.trim() !== '') ?? ''
  const slots = talentLayout(headerLine)
  const width = headerLine.replace(/\r/g, '').trim().replace(/,+$/, '').split(',').length
  const rows = new Map<number, TalentRow>()
  for (const row of parseNumberRows(text, file, { header: true })) {
    if (row.cells.length < width) {
      throw new GameDataError(`${file} line ${row.line}, column ${row.cells.length}: the row ends after ${row.cells.length} of the header's ${width} columns`)
    }
    if (row.cells.length > width) {
      throw new GameDataError(`${file} line ${row.line}, column ${width}: the row has ${row.cells.length} columns, the header ${width} (unknown layout)`)
    }
    const cells = row.cells
    const catId = cell(cells, 0)
    if (rows.has(catId)) throw new GameDataError(`${file} line ${row.line}: cat ${catId} has a second row`)
    rows.set(catId, { catId, line: row.line, cells, slots })
  }
  return rows
}

/** SkillDescriptions.csv: `textID|English text`, `<br>` = line break; first line is a header. */
export function parseSkillDescriptions(text: string | null): Map<number, string> | null {
  // The older dumps (14.7.0–15.0.0) do not have the file: talents then have no description.
  if (text === null) return null
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
/**
 * Update layers bring talents the English files cannot fully place: a text
 * line they lack (the talent gets no description) and an ability id the
 * engine does not know yet (the talent is left out and named). Without these
 * callbacks both fail the import.
 */
export interface TalentLeniency {
  missingText(message: string): void
  unknownAbility(abilityId: number): void
}

export function decodeTalents(row: TalentRow, trueForm: Abilities, descriptions: ReadonlyMap<number, string> | null, leniency?: TalentLeniency): Talent[] {
  const talents: Talent[] = []
  row.slots.forEach((columns, slot) => {
    const at = (column: number) => cell(row.cells, column)
    const abilityId = at(columns.abilityId)
    if (abilityId === 0) return
    const where = `${GAME_FILE_PATHS.skillAcquisition} line ${row.line} (cat ${row.catId}), slot ${columns.letter}`
    const definition = TALENT_DEFINITIONS.get(abilityId)
    if (!definition && leniency) {
      leniency.unknownAbility(abilityId)
      return
    }
    if (!definition) throw new GameDataError(`${where}: unknown talent abilityID ${abilityId}`)

    const params: Talent['params'] = []
    columns.params.forEach(([minColumn, maxColumn], position) => {
      const min = at(minColumn)
      const max = at(maxColumn)
      if (min === 0 && max === 0) return
      const name = definition.params[position]
      if (!name) {
        throw new GameDataError(
          `${where}: talent abilityID ${abilityId} (${definition.name}) has an unexpected value in parameter ${position + 1} (${min}/${max})`,
        )
      }
      const divisor = definition.quarterParams?.includes(position) ? 4 : 1
      params.push({ name, min: min / divisor, max: max / divisor })
    })

    const textId = at(columns.textId)
    const description = descriptions === null ? '' : descriptions.get(textId)
    if (description === undefined && !leniency) {
      throw new GameDataError(`${where}: textID ${textId} is not in ${GAME_FILE_PATHS.skillDescriptions}`)
    }
    if (description === undefined)
      leniency?.missingText(
        `${where}: textID ${textId} is not in ${GAME_FILE_PATHS.skillDescriptions} (a JP talent text the English files lack): no description`,
      )
    talents.push({
      slot,
      abilityId,
      name: definition.name,
      description: description ?? '',
      maxLevel: Math.max(1, at(columns.maxLevel)),
      params,
      ultra: at(columns.limit) === 1,
      effect: definition.effect(trueForm),
    })
  })
  return talents
}
