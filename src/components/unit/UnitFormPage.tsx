import { lazy, Suspense, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import type { Cat } from '../../domain/game-data/model.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import { hitReach } from '../../domain/damage/attack-damage.ts'
import { formHasTalents } from '../../domain/stats/apply-talents.ts'
import { savedLevelsOf } from '../../domain/settings/saved-cat.ts'
import { AddToListButton, SavedState } from '../lists/AddToListButton'
import { AbilityList, TargetTraits } from './AbilityList'
import { Breakdown } from './Breakdown'
import { RangeGraph, graphZones } from './RangeGraph'
import { SettingsPanel, TALENTS_SECTION_ID, type TreasureInfo } from './SettingsPanel'
import { OrbPicker } from './OrbPicker'
import type { OrbCatalog } from '../../domain/orbs.ts'
import { SpiritSection } from './SpiritSection'
import { KeyStats, StatsTable } from './StatsTable'
import { TalentList } from './TalentList'
import { UnitHeader } from './UnitHeader'
import type { SettingsChange } from '../../domain/settings/settings-change.ts'
import { useUnitCalculation } from './use-unit-calculation.ts'
import type { ShownHistoryEntry } from '../../text/change-text.ts'
import { UnitHistory } from './UnitHistory'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { LazyEnemyMatchup } from '../enemies/lazy-enemy-matchup.ts'
import { DEFAULT_ENEMY_MAGNIFICATION, type Magnification } from '../../domain/enemies/enemy-link.ts'
import { formatInteger } from '../../text/format.ts'
import { useWantedWhenNear } from '../ui/use-wanted-when-near.ts'

// Far below the first view, their code comes with their data (useWantedWhenNear), off the page's first load.
const UnitUpgradeCosts = lazy(() => import('../planner/UnitUpgradeCosts').then((module) => ({ default: module.UnitUpgradeCosts })))
const UnitCombos = lazy(() => import('../combos/UnitCombos').then((module) => ({ default: module.UnitCombos })))

type Props = {
  cat: Cat
  /** the orbs the game has (empty for a cat without slots) */
  orbCatalog: OrbCatalog
  formIndex: number
  settings: Settings
  /** where the treasure values come from, and whether the player saved an account */
  treasures: TreasureInfo
  onChange: (change: SettingsChange) => void
  onReset: () => void
  /** the game updates that added or changed this cat (none: no section) */
  history?: readonly ShownHistoryEntry[]
  /** the game enemy the target setting names (loaded by the route), null otherwise */
  enemy?: Enemy | null
  /** that enemy's magnifications (the address's, 100% when none) */
  enemyMagnification?: Magnification
  /** the saved list the page was opened from, for the upgrade costs from its saved level */
  levelList?: string
}

/** One form in depth: every number at the chosen settings, with where it comes from. */
export function UnitFormPage({
  cat,
  orbCatalog,
  formIndex,
  settings,
  treasures,
  onChange,
  onReset,
  history = [],
  enemy = null,
  enemyMagnification = DEFAULT_ENEMY_MAGNIFICATION,
  levelList,
}: Props) {
  const calc = useUnitCalculation(cat, formIndex, settings, orbCatalog, enemy)
  // The costs and combos sit far below the first view: their data (about 23 KB) loads as they come into
  // view or the player pauses, not with the page.
  const costsRef = useRef<HTMLElement>(null)
  const extrasWanted = useWantedWhenNear(costsRef)
  // The address drops the list once the player changes a setting; the saved level stays the costs' starting point.
  const [fromList, setFromList] = useState(levelList)
  if (levelList !== undefined && levelList !== fromList) setFromList(levelList)
  if (calc === null) return null
  const { form } = calc.prepared
  const talented = calc.stats.talented.form
  const talentsApply = formHasTalents(form) && cat.talents.length > 0
  const saved = savedLevelsOf(cat, settings)
  const reaches = talented.hits.filter((hit) => hit.area !== null).map((hit) => hitReach(hit, talented.range))

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <UnitHeader
        cat={cat}
        form={form}
        actions={
          <>
            <AddToListButton
              unitId={cat.id}
              formIndex={form.formIndex}
              level={saved.level}
              plusLevel={saved.plusLevel}
              talentLevels={saved.talentLevels}
              orbs={saved.orbs}
            />
            <SavedState unitId={cat.id} formIndex={form.formIndex} />
          </>
        }
      />
      <div className="mt-5">
        <KeyStats calc={calc} />
      </div>
      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_23rem]">
        <aside className="lg:sticky lg:top-18 lg:col-start-2 lg:row-start-1 lg:max-h-[calc(100dvh-5.5rem)] lg:overflow-y-auto">
          <SettingsPanel
            cat={cat}
            settings={settings}
            level={calc.level}
            bestTarget={bestTargetLabel(calc.bestTarget.traits, calc.bestTarget.label)}
            talentsApply={talentsApply}
            hasStrengthen={talented.abilities.strengthen !== undefined}
            treasures={treasures}
            enemyTarget={enemy}
            onChange={onChange}
            onReset={onReset}
          >
            <OrbPicker
              catalog={orbCatalog}
              slotLevels={calc.prepared.orbSlotLevels}
              totalLevel={calc.level.level + calc.level.plusLevel}
              setting={settings.orbs}
              counted={calc.orbs}
              problems={calc.orbProblems}
              targetTraits={calc.target.traits}
              form={talented}
              onChange={(orbs) => onChange({ orbs })}
            />
          </SettingsPanel>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          {enemy ? (
            <Section title={`Against ${enemy.name}`} aside={magnificationText(enemyMagnification)}>
              <Suspense fallback={null}>
                <LazyEnemyMatchup calc={calc} enemy={enemy} magnification={enemyMagnification} />
              </Suspense>
            </Section>
          ) : null}
          <Section title="Stats" aside={`level ${calc.level.level}+${calc.level.plusLevel}`}>
            <StatsTable calc={calc} />
          </Section>
          <Section title="Target traits">
            <TargetTraits form={talented} base={form} />
          </Section>
          <Section title="Abilities">
            <AbilityList form={talented} base={form} />
          </Section>
          {talented.abilities.conjure && cat.spirit ? (
            <Section title="Conjured spirit">
              <SpiritSection cat={cat} summonerLevel={calc.level.level + calc.level.plusLevel} settings={settings} enemy={enemy} />
            </Section>
          ) : null}
          {cat.talents.length > 0 ? (
            <Section title="Talents" aside={talentSummary(settings.talents)} id={TALENTS_SECTION_ID}>
              <TalentList
                talents={cat.talents}
                levels={saved.talentLevels}
                applies={talentsApply}
                totalLevel={calc.level.level + calc.level.plusLevel}
                onChange={(levels) => onChange({ talents: levels })}
              />
            </Section>
          ) : null}
          <Section title="Upgrade costs" sectionRef={costsRef}>
            {extrasWanted ? (
              <Suspense fallback={COSTS_LOADING}>
                <UnitUpgradeCosts cat={cat} formIndex={form.formIndex} level={calc.level} listId={fromList} />
              </Suspense>
            ) : (
              COSTS_LOADING
            )}
          </Section>
          <Section title="Combos">
            {extrasWanted ? (
              <Suspense fallback={COMBOS_LOADING}>
                <UnitCombos unitId={cat.id} catName={cat.forms[0]?.name ?? form.name} />
              </Suspense>
            ) : (
              COMBOS_LOADING
            )}
          </Section>
          <Section title="True DPS by distance" aside={`vs ${calc.target.label}`}>
            <RangeGraph
              profile={calc.profile('expected')}
              maxProfile={calc.profile('max')}
              range={talented.range}
              zones={graphZones(calc.areas, reaches)}
              targetLabel={calc.target.label}
            />
          </Section>
          <Section title="How every number is made">
            <Breakdown explanation={calc.explanation} />
          </Section>
          {history.length > 0 ? (
            <Section title="History">
              <UnitHistory entries={history} />
            </Section>
          ) : null}
        </div>
      </div>
    </div>
  )
}

// As the parts show them while their data loads.
const COSTS_LOADING = <p className="text-sm text-muted">Loading the costs…</p>
const COMBOS_LOADING = (
  <p className="text-sm text-muted" aria-busy="true">
    Loading combos…
  </p>
)

function talentSummary(talents: Settings['talents']): string {
  if (talents === 'max') return 'all at max'
  if (talents === 'off') return 'all off'
  return 'custom levels'
}

function Section({
  title,
  aside,
  id: sectionId,
  sectionRef,
  children,
}: {
  title: string
  aside?: string
  id?: string
  sectionRef?: Ref<HTMLElement>
  children: ReactNode
}) {
  const id = useId()
  return (
    <section ref={sectionRef} id={sectionId} aria-labelledby={id} className="card min-w-0 scroll-mt-20 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg font-black">
          {title}
        </h2>
        {aside ? <span className="text-sm text-muted">{aside}</span> : null}
      </div>
      {children}
    </section>
  )
}

/**
 * The best match named in the target menu: its traits, or their number where there are many (the
 * menu is one line: eight traits were cut short at "red, floating, black, an"). The page's Targets
 * line lists them all.
 */
function bestTargetLabel(traits: readonly string[], label: string): string {
  return traits.length > 3 ? `${traits.length} traits` : label
}

/** "100% magnification", "400% magnification", "300% HP, 500% attack" */
function magnificationText({ magnification, attackMagnification }: Magnification): string {
  if (magnification === attackMagnification) return `${formatInteger(magnification)}% magnification`
  return `${formatInteger(magnification)}% HP, ${formatInteger(attackMagnification)}% attack`
}
