import { type Cat, type DataSet, dataSet, type UnitForm } from './model.ts'
import { GameDataError } from './game-data-error.ts'
import { cell, parseNumberRows } from './game-text.ts'
import { GAME_FILE_PATHS, type GameDataFiles, unitExplanationPath, unitStatsPath } from './game-files.ts'
import { parseUnitBuy, parseUnitLevel, realFormCount } from './unit-buy.ts'
import { parseUnitExplanation } from './unit-explanation.ts'
import { parseForm } from './form.ts'
import { parseAbilities } from './abilities.ts'
import { matchBackswing, parseCatStats } from './backswing.ts'
import { decodeTalents, parseSkillAcquisition, parseSkillDescriptions, talentTraits } from './talents.ts'
import { parseEnemies } from './enemies.ts'
import { type ImportReport } from './import-report.ts'

export const GAME_VERSION = '15.0.1'
export const GAME_REGION = 'en'

const TRUE_FORM = 2

export interface ImportResult {
  dataSet: DataSet
  report: ImportReport
}

const formId = (catId: number, formIndex: number) => `${catId}-${formIndex}`

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

  purchases.forEach((purchase, catId) => {
    const statsFile = unitStatsPath(catId)
    const lines = parseNumberRows(files.unitStats[catId] ?? '', statsFile)
    if (lines.length === 0) throw new GameDataError(`${statsFile}: no form lines`)
    const explanationText = files.unitExplanations[catId] ?? null
    const texts = parseUnitExplanation(explanationText)
    const formCount = realFormCount(lines.length, purchase)
    extraUnitLines += lines.length - formCount

    const forms: UnitForm[] = []
    for (let formIndex = 0; formIndex < formCount; formIndex++) {
      const line = lines[formIndex]
      if (!line) continue
      formsByIndex[formIndex] = (formsByIndex[formIndex] ?? 0) + 1
      if (cell(line.cells, 60) !== 0 && cell(line.cells, 59) === 0) {
        warnings.push(`${statsFile} line ${line.line}: hit 3 damage without hit 2 is ignored (the game counts hit 3 only after hit 2)`)
      }
      if (cell(line.cells, 115) !== 0) {
        warnings.push(`${statsFile} line ${line.line}: column 115 is ${cell(line.cells, 115)}; if it is the explosion spread, the importer ignores it (width 0)`)
      }
      const text = texts[formIndex]
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
      const form = parseForm({
        catId,
        formIndex,
        cells: line.cells,
        where: `${statsFile} line ${line.line}`,
        name: text.name,
        description: text.description,
        backswing: null,
      })
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
      talents = decodeTalents(talentRow, parseAbilities(trueFormLine?.cells ?? []), talentDescriptions)
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
    })
  })

  // Listed by the rule (real form + English name) but worth a look before showing them to players.
  const allForms = cats.flatMap((cat) => cat.forms)
  const spiritNames = allForms.filter((form) => /^\d+[-_]\d+$/.test(form.name))
  if (spiritNames.length > 0) {
    warnings.push(`${spiritNames.length} listed forms are named like "730_1" (conjured spirits): ${spiritNames.map((form) => formId(form.catId, form.formIndex)).join(' ')}`)
  }
  const japaneseNames = allForms.filter((form) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(form.name))
  if (japaneseNames.length > 0) {
    warnings.push(`${japaneseNames.length} listed forms have a Japanese name in the English file: ${japaneseNames.map((form) => `${formId(form.catId, form.formIndex)} ${form.name}`).join(', ')}`)
  }

  const { enemies, placeholderIds } = parseEnemies(files.enemyStats, files.enemyNames)

  const candidate = { version: GAME_VERSION, region: GAME_REGION, generatedAt, cats, enemies }
  const checked = dataSet.safeParse(candidate)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new GameDataError(`the data set does not match the model at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`)
  }

  const allTalents = cats.flatMap((cat) => cat.talents)
  const report: ImportReport = {
    version: GAME_VERSION,
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
    },
    skippedForms: [...skipped].map(([reason, ids]) => ({ reason, ids })),
    extraUnitLines,
    catsWithoutForms,
    backswing: { known: namedForms - backswingUnknown.length, unknown: backswingUnknown },
    warnings,
  }
  return { dataSet: checked.data, report }
}
