import { memo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Enemy } from '../../domain/game-data/model.ts'
import type { CompareView } from '../../domain/compare/compare-search.ts'
import type { TreasureSource } from '../../domain/settings/account.ts'
import { catListsQuery } from '../../queries/lists.ts'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { SelectField } from '../ui/Field'
import type { OnFilterChange } from './filter-patch.ts'
import { TargetPicker } from './TargetPicker'

const LEVEL_CHOICES = [30, 50, 60, 70, 80, 90, 100, 130] as const

const LIST_LEVEL = 'list:'
const NO_LISTS: readonly CatListSummary[] = []

/** The settings the numbers are counted at: level, target, talents, strengthen, orbs and treasures. */
export const CompareSettings = memo(function CompareSettings({
  level,
  levelList,
  talents,
  strengthen,
  enemies,
  targetValue,
  orbs,
  treasureSource,
  onChange,
}: {
  level: CompareView['level']
  levelList: string | undefined
  talents: boolean
  strengthen: boolean
  enemies: readonly Enemy[]
  targetValue: string
  orbs: 'none' | 'best'
  treasureSource: TreasureSource
  onChange: OnFilterChange
}) {
  const lists = useQuery(catListsQuery()).data ?? NO_LISTS
  return (
    <div className="grid grid-cols-1 gap-3 border-t border-line pt-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Level"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        value={levelList === undefined ? String(level) : LIST_LEVEL + levelList}
        onChange={(event) => {
          const value = event.target.value
          if (value.startsWith(LIST_LEVEL)) onChange({ levelList: value.slice(LIST_LEVEL.length) })
          else onChange({ level: value === 'max' ? 'max' : Number(value) })
        }}
        data-testid="level-setting"
      >
        <option value="max">Max level of each unit</option>
        {LEVEL_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            Level {choice} (capped at max)
          </option>
        ))}
        {typeof level === 'number' && !LEVEL_CHOICES.includes(level as (typeof LEVEL_CHOICES)[number]) ? (
          <option value={level}>Level {level} (capped at max)</option>
        ) : null}
        {listLevelOptions(lists, levelList)}
      </SelectField>
      <TargetPicker enemies={enemies} value={targetValue} onChange={(target) => onChange({ target })} />
      <Switch
        label="Talents and ultra talents"
        checked={talents}
        onChange={(checked) => onChange({ talents: checked ? 'max' : 'off' })}
        testId="talents-setting"
      />
      <Switch label="Count strengthen" checked={strengthen} onChange={(checked) => onChange({ strengthen: checked })} testId="strengthen-setting" />
      <SelectField
        label="Talent orbs"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        value={orbs}
        onChange={(event) => onChange({ orbs: event.target.value === 'best' ? 'best' : 'none' })}
        data-testid="orbs-setting"
      >
        <option value="none">No orbs</option>
        <option value="best">Best orb for the target</option>
      </SelectField>
      <SelectField
        label="Treasures"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        value={treasureSource}
        onChange={(event) => onChange({ treasures: event.target.value === 'maxed' ? 'maxed' : 'account' })}
        data-testid="treasures-setting"
      >
        <option value="account">With my account</option>
        <option value="maxed">Maxed</option>
      </SelectField>
    </div>
  )
})

/**
 * "Your levels from a list": one choice per saved list (read from this browser after hydration).
 * The chosen list's option keeps its key while its name loads, so the select keeps it selected.
 */
function listLevelOptions(lists: readonly CatListSummary[], levelList: string | undefined) {
  const options = lists.map((list) => ({ id: list.id, label: `Your levels: ${list.name} (${list.catCount})` }))
  if (levelList !== undefined && !lists.some((list) => list.id === levelList)) options.push({ id: levelList, label: 'Your levels: a saved list' })
  return (
    <optgroup label="Your levels from a list">
      {options.map((option) => (
        <option key={option.id} value={LIST_LEVEL + option.id}>
          {option.label}
        </option>
      ))}
    </optgroup>
  )
}

function Switch({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <label className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm font-semibold sm:self-end">
      {label}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-(--color-accent)"
        data-testid={testId}
      />
    </label>
  )
}
