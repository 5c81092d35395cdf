import type { Cat, UnitForm } from '../../domain/game-data/model.ts'
import { defaultSettings } from '../../domain/settings/settings.ts'
import { formStats } from '../../domain/stats/form-stats.ts'
import { prepareCat } from '../../domain/stats/prepare.ts'
import { padUnitId, parseFormIndex, parseUnitId, unitPath } from '../../domain/units.ts'
import { formLabel, formatInteger, formatRange } from '../../text/format.ts'
import { pageHead } from '../../seo'

const GENERIC_DESCRIPTION = 'View detailed stats and abilities, talents, true DPS and the range graph of this Battle Cats unit.'
export const UNIT_NOT_LOADED = 'Unit data could not be loaded.'

/** "Awakened Bahamut Cat (True Form)": the form's display name, then the name of its form slot */
export function unitFormTitle(form: Pick<UnitForm, 'name' | 'formIndex'>): string {
  return `${form.name} (${formLabel(form.formIndex)})`
}

/** HP, attack power and range at the cat's max level with the default settings (maxed treasures and talents) */
export function maxLevelBasics(cat: Cat, formIndex: number): { level: number; hp: number; attackPower: number; range: number } | null {
  const prepared = prepareCat(cat).forms.find((candidate) => candidate.form.formIndex === formIndex)
  if (!prepared) return null
  const stats = formStats(prepared, defaultSettings)
  return { level: stats.level + stats.plusLevel, hp: stats.hp, attackPower: stats.hits.reduce((sum, hit) => sum + hit, 0), range: stats.range }
}

/** The form the URL names, or undefined when the cat has no such form (or the index is malformed). */
export function formOfUrl(cat: Cat, formIndex: string): UnitForm | undefined {
  const index = parseFormIndex(formIndex)
  return index === null ? undefined : cat.forms.find((form) => form.formIndex === index)
}

/** Title, description and canonical link of the unit page from the cat that was loaded (null when there is none). */
export function unitPageHead(params: { unitId: string; formIndex: string }, cat: Cat | null) {
  if (cat === null) {
    const id = parseUnitId(params.unitId)
    return pageHead({ title: `Unit ${id === null ? 'Not Found' : padUnitId(id)}`, description: UNIT_NOT_LOADED })
  }
  const form = formOfUrl(cat, params.formIndex)
  if (!form) {
    const name = cat.forms[0]?.name ?? `Unit ${padUnitId(cat.id)}`
    return pageHead({ title: `${name} (Form Not Found)`, description: GENERIC_DESCRIPTION })
  }
  const title = unitFormTitle(form)
  const basics = maxLevelBasics(cat, form.formIndex)
  const description = basics
    ? `${title} at max level ${basics.level}: ${formatInteger(basics.hp)} HP, ${formatInteger(basics.attackPower)} attack power, ${formatRange(basics.range)} range. Every ability, talent and true DPS explained.`
    : GENERIC_DESCRIPTION
  return { ...pageHead({ title, description }), links: [{ rel: 'canonical', href: unitPath(cat.id, form.formIndex) }] }
}
