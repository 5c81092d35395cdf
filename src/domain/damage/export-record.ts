import type { Enemy } from '../game-data/model.ts'
import type { Settings } from '../settings/settings.ts'
import type { PreparedCat, PreparedForm } from '../stats/prepare.ts'
import { resolveTargetSetting } from './target.ts'
import { allFormsTrueDps, formTrueDps, type FormDps } from './true-dps.ts'

/** One form's computed stats, as the CLI export and the API give them. */
export type ExportRecord = {
  unitId: number
  formIndex: number
  name: string
  level: number
  plusLevel: number
  hp: number
  hits: number[]
  cycleFrames: number
  dps: number
  trueDps: number
  cooldownFrames: number
  cost: number
  range: number
  speed: number
  knockbacks: number
}

export function exportRecordOf({ stats, trueDps }: FormDps): ExportRecord {
  const { form } = stats.talented
  return {
    unitId: form.catId,
    formIndex: form.formIndex,
    name: form.name,
    level: stats.level,
    plusLevel: stats.plusLevel,
    hp: stats.hp,
    hits: stats.hits,
    cycleFrames: stats.cycleFrames,
    dps: stats.dps,
    trueDps,
    cooldownFrames: stats.cooldownFrames,
    cost: stats.cost,
    range: stats.range,
    speed: stats.speed,
    knockbacks: stats.knockbacks,
  }
}

export function exportRecord(prepared: PreparedForm, settings: Settings, enemies: readonly Enemy[] = []): ExportRecord {
  return exportRecordOf(formTrueDps(prepared, settings, resolveTargetSetting(settings.target, enemies)))
}

export function exportRecords(cats: readonly PreparedCat[], settings: Settings, enemies: readonly Enemy[] = []): ExportRecord[] {
  return allFormsTrueDps(cats, settings, enemies).map(exportRecordOf)
}
