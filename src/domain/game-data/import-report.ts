import { type DataSetChanges, formatChanges } from './changes.ts'

/** Forms left out of the data set for one reason; ids are `catId-formIndex`. */
export interface SkippedForms {
  reason: string
  ids: string[]
}

/** What the importer did, written to data/report.json and printed. */
export interface ImportReport {
  version: string
  region: string
  generatedAt: string
  counts: {
    /** rows of unitbuy.csv = cat ids with a unit file */
    catIds: number
    /** cats with at least one listed form */
    cats: number
    /** real forms (form-count rule), by form index: normal, evolved, true, ultra */
    forms: number
    formsByIndex: number[]
    /** real forms with an English name = listed forms */
    namedForms: number
    talents: { normal: number; ultra: number; cats: number }
    enemies: number
    enemyPlaceholders: number
    orbTypes?: number
    catsWithOrbSlots?: number
  }
  skippedForms: SkippedForms[]
  /** unit-file lines past the cat's real form count (repeated 2nd forms): not forms at all */
  extraUnitLines: number
  /** cat ids with no listed form */
  catsWithoutForms: number[]
  backswing: { known: number; unknown: string[] }
  /** forms whose name another cat shares, shown with a suffix that tells them apart: `catId-formIndex: shown name` */
  renamedForms: string[]
  warnings: string[]
  /** the enemy pages' data (data/enemies.json): which ids are hidden, whose attack cycle is approximate */
  enemyDetails?: { placeholderIds: number[]; backswingUnknown: number[]; inGuide: number }
  /** the update layers applied on the English dump, and what the importer filled in or could not name officially */
  updates?: {
    base: string
    layers: { name: string; label: string; version: string }[]
    /** cats whose battle numbers come from a layer, by layer */
    catsByLayer: { layer: string; catIds: number[] }[]
    /** `catId-formIndex` named by BCU's temporary list */
    temporaryNames: string[]
    defaulted: { catId: number; what: string }[]
  }
  /** per cat (`name`: "cat 196"), the abilities its forms or talents have that the engine does not count yet (`ids`: "Drain immunity (Catman Forever)") */
  notModelled?: { name: string; ids: string[] }[]
  /** what is new since the data set this import replaced; null = there was none (or it could not be read) */
  sincePrevious?: DataSetChanges | null
}

function idList(ids: readonly (string | number)[]): string {
  return ids.join(' ')
}

/**
 * The report as text. With `detailsIn` (the report file's path), as `npm run data` prints it: counts
 * and one line for what was skipped, without the hundreds of ids a newcomer would read as errors;
 * the ids, and each warning, are in that file. Without it, everything.
 */
export function formatImportReport(report: ImportReport, options: { detailsIn?: string } = {}): string {
  const { counts } = report
  const { detailsIn } = options
  const skippedTotal = report.skippedForms.reduce((sum, group) => sum + group.ids.length, 0)
  const ids = (list: readonly (string | number)[]) => (detailsIn === undefined && list.length > 0 ? `: ${idList(list)}` : '')
  const lines = [
    `Game data ${report.version} (${report.region})`,
    `  cats        ${counts.cats} listed of ${counts.catIds} cat ids`,
    `  forms       ${counts.forms} real (${counts.formsByIndex.join(' / ')} normal / evolved / true / ultra), ${counts.namedForms} named and listed`,
    `  talents     ${counts.talents.normal} normal, ${counts.talents.ultra} ultra (${counts.talents.cats} cats)`,
    `  enemies     ${counts.enemies} listed, ${counts.enemyPlaceholders} placeholder ids skipped`,
    ...(report.enemyDetails
      ? [
          ...(detailsIn === undefined ? [`  enemy ids hidden (no English name or "ダミー"): ${idList(report.enemyDetails.placeholderIds)}`] : []),
          `  enemies in the enemy guide ${report.enemyDetails.inGuide}; enemy backswing unknown for ${report.enemyDetails.backswingUnknown.length}${ids(report.enemyDetails.backswingUnknown)}`,
        ]
      : []),
    `  orbs        ${counts.orbTypes ?? 0} orb types, ${counts.catsWithOrbSlots ?? 0} cats with slots`,
    `  backswing   known for ${report.backswing.known} forms, unknown for ${report.backswing.unknown.length}${ids(report.backswing.unknown)}`,
    ...(detailsIn === undefined
      ? [
          `Forms skipped: ${skippedTotal} (plus ${report.extraUnitLines} unit-file lines past the real form count)`,
          ...report.skippedForms.map((group) => `  ${group.reason}: ${group.ids.length}\n    ${idList(group.ids)}`),
          `Cat ids with no listed form: ${report.catsWithoutForms.length}\n    ${idList(report.catsWithoutForms)}`,
        ]
      : [
          `Skipped, as expected: ${skippedTotal} forms (${report.skippedForms.length} reasons), ${report.catsWithoutForms.length} cat ids with no listed form, ${report.extraUnitLines} unit-file lines past the real form count; the ids and reasons are in ${detailsIn}`,
        ]),
    ...(report.updates ? formatUpdates(report.updates, detailsIn === undefined) : []),
    ...(report.notModelled ?? []).map((entry) => `Not modelled yet: ${entry.name} (${entry.ids.length}): ${idList(entry.ids)}`),
    ...(report.renamedForms.length > 0 ? [`Names shared by two cats, told apart: ${report.renamedForms.join(', ')}`] : []),
    ...(detailsIn === undefined || report.warnings.length === 0
      ? report.warnings.map((warning) => `Warning: ${warning}`)
      : [`Notes on the game files: ${report.warnings.length}, each in ${detailsIn} (warnings)`]),
    ...(report.sincePrevious ? formatChanges(report.sincePrevious) : report.sincePrevious === null ? ['No previous data set to compare with'] : []),
  ]
  return lines.join('\n')
}

function formatUpdates(updates: NonNullable<ImportReport['updates']>, withIds: boolean): string[] {
  return [
    `Update layers on English ${updates.base}: ${updates.layers.map((layer) => layer.name).join(', ')}`,
    ...updates.catsByLayer.map((entry) => `  numbers from ${entry.layer}: ${entry.catIds.length} cats${withIds ? `: ${idList(entry.catIds)}` : ''}`),
    ...(updates.temporaryNames.length > 0 ? [`  temporary names (BCU's list, not the game's text): ${idList(updates.temporaryNames)}`] : []),
    ...updates.defaulted.map((entry) => `  not in the game files we hold: cat ${entry.catId}: ${entry.what}`),
  ]
}
