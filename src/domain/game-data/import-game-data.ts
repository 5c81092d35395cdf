import { type Cat, type DataSet, dataSet, type Spirit, type UnitForm } from './model.ts'
import { RARITIES } from './vocabulary.ts'
import { GameDataError } from './game-data-error.ts'
import { cell, parseNumberRows } from './game-text.ts'
import { GAME_FILE_PATHS, type GameDataFiles, unitExplanationPath, unitStatsPath } from './game-files.ts'
import { parseUnitBuy, parseUnitLevel, realFormCount } from './unit-buy.ts'
import { parseUnitExplanation } from './unit-explanation.ts'
import { parseForm } from './form.ts'
import { parseAbilities } from './abilities.ts'
import { matchBackswing, parseCatStats } from './backswing.ts'
import { ORB_FORM_INDEX } from '../orbs.ts'
import { parseOrbSlots, parseOrbTypes } from './orbs.ts'
import { decodeTalents, parseSkillAcquisition, parseSkillDescriptions, talentTraits } from './talents.ts'
import { parseEnemies } from './enemies.ts'
import { type ImportReport } from './import-report.ts'
import { newTalent, unknownNonZeroColumns, unmodelledAbilitiesOfUnitRow } from './unmodelled.ts'

export const GAME_REGION = 'en'

const TRUE_FORM = 2

export interface ImportResult {
  dataSet: DataSet
  report: ImportReport
}

const formId = (catId: number, formIndex: number) => `${catId}-${formIndex}`
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

/**
 * Two cats that share a form name (15.0.1: "Cat Bros", cats 108 and 501) are
 * told apart wherever a name is shown: by rarity when that differs, by the
 * cat's number otherwise. Returns what was renamed.
 */
function tellSharedNamesApart(cats: Cat[]): string[] {
  const byName = new Map<string, Cat[]>()
  for (const cat of cats) {
    for (const form of cat.forms) {
      const sharing = byName.get(form.name) ?? []
      if (!sharing.includes(cat)) sharing.push(cat)
      byName.set(form.name, sharing)
    }
  }
  const renamed: string[] = []
  for (const [name, sharing] of byName) {
    if (sharing.length < 2) continue
    const rarities = new Set(sharing.map((cat) => cat.rarity))
    for (const cat of sharing) {
      const suffix = rarities.size === sharing.length ? RARITIES[cat.rarity] : `No. ${cat.id}`
      for (const form of cat.forms.filter((candidate) => candidate.name === name)) {
        form.name = `${name} (${suffix})`
        renamed.push(`${formId(cat.id, form.formIndex)}: ${form.name}`)
      }
    }
  }
  return renamed
}

/** What a cat's page says about its data beyond the numbers: version added, source layer, temporary names, filled-in tables. */
function updateFacts(files: GameDataFiles, catId: number, addedIn: string | null, forms: readonly UnitForm[]): Partial<Cat> {
  // Always present, so every cat has one shape to pack.
  const facts: Partial<Cat> = { addedIn }
  const updates = files.updates
  if (!updates) return facts
  const source = updates.catSources.get(catId)
  if (source) facts.source = { ...source }
  const temporary = (updates.temporaryNames.get(catId) ?? []).filter((formIndex) => forms.some((form) => form.formIndex === formIndex))
  if (temporary.length > 0) facts.temporaryNames = [...temporary]
  const defaulted = updates.defaulted.get(catId)
  if (defaulted && defaulted.length > 0) facts.defaulted = [...defaulted]
  return facts
}

function updatesReport(updates: NonNullable<GameDataFiles['updates']>, cats: readonly Cat[]): NonNullable<ImportReport['updates']> {
  const byLayer = new Map<string, number[]>()
  for (const cat of cats) if (cat.source) byLayer.set(cat.source.layer, [...(byLayer.get(cat.source.layer) ?? []), cat.id])
  return {
    base: updates.sources.base,
    layers: updates.sources.layers,
    catsByLayer: [...byLayer].map(([layer, catIds]) => ({ layer, catIds })),
    temporaryNames: cats.flatMap((cat) => (cat.temporaryNames ?? []).map((formIndex) => formId(cat.id, formIndex))),
    defaulted: cats.flatMap((cat) => (cat.defaulted ?? []).map((what) => ({ catId: cat.id, what }))),
  }
}

function notModelledFacts(inForms: readonly string[], talentIds: readonly number[]): Partial<Cat> {
  const all = [...inForms, ...talentIds.map((abilityId) => `talent ${newTalent(abilityId)?.name ?? `ability ${abilityId}`}`)]
  return all.length > 0 ? { notModelled: all } : {}
}

/** Builds the data set from the game files' contents. Throws GameDataError naming the file and row on bad data. */
export function importGameData(files: GameDataFiles, generatedAt: string): ImportResult {
  const purchases = parseUnitBuy(files.unitBuy)
  const levelCurves = parseUnitLevel(files.unitLevel)
  if (levelCurves.length !== purchases.length) {
    throw new GameDataError(`${GAME_FILE_PATHS.unitLevel}: ${levelCurves.length} rows, expected one per cat id (${purchases.length})`)
  }
  if (files.unitStats.length !== purchases.length) {
    throw new GameDataError(`expected ${purchases.length} unit files (one per row of ${GAME_FILE_PATHS.unitBuy}), got ${files.unitStats.length}`)
  }
  const catStats = parseCatStats(files.catStats)
  const talentRows = parseSkillAcquisition(files.skillAcquisition)
  const talentDescriptions = parseSkillDescriptions(files.skillDescriptions)

  const cats: Cat[] = []
  const formsByIndex = [0, 0, 0, 0]
  const skipped = new Map<string, string[]>()
  const skip = (reason: string, id: string) => skipped.set(reason, [...(skipped.get(reason) ?? []), id])
  const catsWithoutForms: number[] = []
  const backswingUnknown: string[] = []
  const warnings: string[] = []
  let extraUnitLines = 0
  let namedForms = 0

  /** cat id → talent ability ids the engine does not know yet (update layers only) */
  const notModelledTalents = new Map<number, number[]>()
  const unitLines = purchases.map((_, catId) => {
    const statsFile = unitStatsPath(catId)
    const lines = parseNumberRows(files.unitStats[catId] ?? '', statsFile)
    if (lines.length === 0) throw new GameDataError(`${statsFile}: no form lines`)
    return lines
  })
  // Conjured spirits (column 110 of the summoner): they belong to their summoner, not to the cat list.
  const summonerOf = new Map<number, number>()
  unitLines.forEach((lines, catId) => {
    for (const line of lines) {
      const spiritId = cell(line.cells, 110)
      if (spiritId > 0 && !summonerOf.has(spiritId)) summonerOf.set(spiritId, catId)
    }
  })
  const spirits = new Map<number, Spirit>()

  purchases.forEach((purchase, catId) => {
    const statsFile = unitStatsPath(catId)
    const lines = unitLines[catId] ?? []
    const explanationText = files.unitExplanations[catId] ?? null
    const texts = parseUnitExplanation(explanationText)
    // The JSON layer has one row per real form and no evolution ids in unitbuy for its new forms.
    const formCount = files.updates?.formCounts.get(catId) ?? realFormCount(lines.length, purchase)
    extraUnitLines += lines.length - formCount

    const forms: UnitForm[] = []
    const notModelled: string[] = []
    for (let formIndex = 0; formIndex < formCount; formIndex++) {
      const line = lines[formIndex]
      if (!line) continue
      formsByIndex[formIndex] = (formsByIndex[formIndex] ?? 0) + 1
      if (cell(line.cells, 60) !== 0 && cell(line.cells, 59) === 0) {
        warnings.push(`${statsFile} line ${line.line}: hit 3 damage without hit 2 is ignored (the game counts hit 3 only after hit 2)`)
      }
      if (cell(line.cells, 115) !== 0) {
        warnings.push(
          `${statsFile} line ${line.line}: column 115 is ${cell(line.cells, 115)}; if it is the explosion spread, the importer ignores it (width 0)`,
        )
      }
      const unknownColumns = unknownNonZeroColumns('unit', line.cells)
      if (unknownColumns.length > 0) {
        const column = unknownColumns[0]!
        throw new GameDataError(
          `${statsFile} line ${line.line}, column ${column}: ${line.cells[column]} in a column this importer cannot place (unmodelled.ts lists the known ones)`,
        )
      }
      const text = texts[formIndex]
      if (summonerOf.has(catId)) {
        if (formIndex === 0) {
          const form = parseForm({
            catId,
            formIndex,
            cells: line.cells,
            where: `${statsFile} line ${line.line}`,
            name: 'Spirit',
            description: text?.description ?? '',
            backswing: null,
          })
          spirits.set(catId, {
            id: catId,
            description: text?.description ?? '',
            levelCurve: levelCurves[catId] ?? [],
            maxBaseLevel: purchase.maxBaseLevel,
            form,
          })
        }
        skip(`conjured spirit (shown on its summoner's page)`, formId(catId, formIndex))
        continue
      }
      if (!text || text.name === '') {
        const reason =
          explanationText === null
            ? `no English name (no ${unitExplanationPath(catId).replace(/\d+/, '{N}')} file)`
            : text
              ? 'no English name (name empty or ＠)'
              : 'no English name (no line for this form)'
        skip(reason, formId(catId, formIndex))
        continue
      }
      if (JAPANESE.test(text.name)) {
        // Cat 673 in 15.0.1: a dummy unit (HP 1) whose English file carries its Japanese name.
        skip('no English name (a Japanese name in the English file)', formId(catId, formIndex))
        continue
      }
      const form = parseForm({
        catId,
        formIndex,
        cells: line.cells,
        where: `${statsFile} line ${line.line}`,
        name: text.name,
        description: text.description,
        backswing: null,
      })
      for (const name of unmodelledAbilitiesOfUnitRow(line.cells)) notModelled.push(`${name} (${form.name})`)
      form.backswing = matchBackswing(catStats.get(catId)?.[formIndex], form.hits, form.timeBetweenAttacks)
      if (form.backswing === null) backswingUnknown.push(formId(catId, formIndex))
      forms.push(form)
      namedForms++
    }

    if (forms.length === 0) {
      catsWithoutForms.push(catId)
      return
    }

    const talentRow = talentRows.get(catId)
    let talents: Cat['talents'] = []
    if (talentRow) {
      const trueFormIndex = Math.min(TRUE_FORM, formCount - 1)
      if (trueFormIndex !== TRUE_FORM) warnings.push(`cat ${catId} has talents but no true form; "add"/"modify" decided on form ${trueFormIndex}`)
      const trueFormLine = lines[trueFormIndex]
      const leniency = files.updates
        ? {
            missingText: (message: string) => warnings.push(message),
            unknownAbility: (abilityId: number) => notModelledTalents.set(catId, [...(notModelledTalents.get(catId) ?? []), abilityId]),
          }
        : undefined
      talents = decodeTalents(talentRow, parseAbilities(trueFormLine?.cells ?? []), talentDescriptions, leniency)
    }

    cats.push({
      id: catId,
      rarity: purchase.rarity,
      levelCurve: levelCurves[catId] ?? [],
      maxBaseLevel: purchase.maxBaseLevel,
      maxPlusLevel: purchase.maxPlusLevel,
      forms,
      talents,
      talentTraits: talentRow ? talentTraits(talentRow) : [],
      spirit: null,
      orbSlots: [],
      ...updateFacts(files, catId, purchase.addedIn, forms),
      ...notModelledFacts(notModelled, notModelledTalents.get(catId) ?? []),
    })
  })

  for (const [spiritId, spirit] of spirits) {
    const summoner = cats.find((cat) => cat.id === summonerOf.get(spiritId))
    if (summoner) summoner.spirit = spirit
  }
  const renamedForms = tellSharedNamesApart(cats)
  // Listed by the rule (real form + English name) but worth a look before showing them to players.
  const placeholderNames = cats.flatMap((cat) => cat.forms).filter((form) => /^\d+[-_]\d+$/.test(form.name))
  if (placeholderNames.length > 0) {
    warnings.push(
      `${placeholderNames.length} listed forms are named like "730_1": ${placeholderNames.map((form) => formId(form.catId, form.formIndex)).join(' ')}`,
    )
  }

  const { enemies, placeholderIds } = parseEnemies(files.enemyStats, files.enemyNames)

  const orbs = files.orbs
    ? parseOrbTypes(
        files.orbs,
        files.updates ? (content) => warnings.push(`orb content ${content} has no English wording (a JP orb from an update layer): not offered`) : undefined,
      )
    : undefined
  if (files.orbs) {
    const catsById = new Map(cats.map((cat) => [cat.id, cat]))
    for (const [catId, levels] of parseOrbSlots(files.orbs.slots)) {
      const cat = catsById.get(catId)
      if (!cat) warnings.push(`equipmentslot.csv names cat ${catId}, which is not listed`)
      else if (!cat.forms.some((form) => form.formIndex >= ORB_FORM_INDEX)) warnings.push(`cat ${catId} has orb slots but no listed true form`)
      else cat.orbSlots = levels
    }
  }

  const candidate = {
    version: files.version,
    ...(files.updates ? { sources: files.updates.sources } : {}),
    region: GAME_REGION,
    generatedAt,
    cats,
    enemies,
    ...(orbs ? { orbs } : {}),
  }
  const checked = dataSet.safeParse(candidate)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new GameDataError(`the data set does not match the model at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`)
  }

  const allTalents = cats.flatMap((cat) => cat.talents)
  const report: ImportReport = {
    version: files.version,
    region: GAME_REGION,
    generatedAt,
    counts: {
      catIds: purchases.length,
      cats: cats.length,
      forms: formsByIndex.reduce((sum, count) => sum + count, 0),
      formsByIndex,
      namedForms,
      talents: {
        normal: allTalents.filter((talent) => !talent.ultra).length,
        ultra: allTalents.filter((talent) => talent.ultra).length,
        cats: cats.filter((cat) => cat.talents.length > 0).length,
      },
      enemies: enemies.length,
      enemyPlaceholders: placeholderIds.length,
      orbTypes: orbs?.length ?? 0,
      catsWithOrbSlots: cats.filter((cat) => cat.orbSlots.length > 0).length,
    },
    skippedForms: [...skipped].map(([reason, ids]) => ({ reason, ids })),
    extraUnitLines,
    catsWithoutForms,
    backswing: { known: namedForms - backswingUnknown.length, unknown: backswingUnknown },
    renamedForms,
    warnings,
    ...(files.updates ? { updates: updatesReport(files.updates, cats) } : {}),
    notModelled: cats.filter((cat) => cat.notModelled).map((cat) => ({ name: `cat ${cat.id}`, ids: cat.notModelled ?? [] })),
  }
  return { dataSet: checked.data, report }
}
