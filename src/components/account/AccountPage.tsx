import { toast } from '../../browser/toast.ts'
import { useQuery } from '@tanstack/react-query'
import {
  ACCOUNT_TREASURE_LIMITS,
  MAX_OWNED_ITEM,
  MAX_OWNED_NP,
  MAX_OWNED_XP,
  MAXED_TREASURES,
  NOTHING_OWNED,
  isMaxed,
  type AccountTreasureKey,
  type AccountTreasures,
  type OwnedResources,
} from '../../domain/settings/account.ts'
import { allUnitCostsQuery } from '../../queries/costs.ts'
import { SAGA_NAMES, SAGAS, TREASURE_KINDS, type Saga, type TreasureKind } from '../../domain/settings/treasures.ts'
import {
  clearAccount,
  readAccount,
  saveAccount,
  saveAccountOwned,
  saveAccountTreasures,
  useAccountOwned,
  useAccountTreasures,
} from '../../browser/account-store.ts'
import { Button } from '../ui/Button'
import { NumberField } from '../ui/NumberField'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

type Group = { id: Saga | 'power-up'; title: string; counted: readonly TreasureKind[]; kept: readonly TreasureKind[] }

/** The game's treasure screens, one per saga, then the research power-up. */
const GROUPS: readonly Group[] = [...SAGAS, 'power-up' as const].map((id) => {
  const kinds = TREASURE_KINDS.filter((kind) => kind.saga === id)
  return {
    id,
    title: id === 'power-up' ? 'Power-ups' : SAGA_NAMES[id],
    counted: kinds.filter((kind) => kind.counted),
    kept: kinds.filter((kind) => !kind.counted),
  }
})

function keysOf(group: Group): AccountTreasureKey[] {
  return [...group.counted, ...group.kept].map((kind) => kind.key as AccountTreasureKey)
}

function keptMaxed(treasures: AccountTreasures, group: Group): boolean {
  return group.kept.every((kind) => treasures[kind.key as AccountTreasureKey] === MAXED_TREASURES[kind.key as AccountTreasureKey])
}

function groupMaxed(treasures: AccountTreasures, group: Group): boolean {
  return keysOf(group).every((key) => treasures[key] === MAXED_TREASURES[key])
}

/**
 * The player's treasures, every kind the game has, kept in this browser.
 * Every page that computes numbers (unit pages, the compare table, lists)
 * counts the ones that change those numbers, unless it is switched to "Maxed".
 */
export function AccountPage() {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const saved = useAccountTreasures()
  const treasures: AccountTreasures = saved ?? MAXED_TREASURES
  const save = (next: AccountTreasures) => {
    if (!saveAccountTreasures(next)) toast.error('Your browser did not let this site store your account.')
  }
  const maxGroup = (group: Group) => save({ ...treasures, ...Object.fromEntries(keysOf(group).map((key) => [key, MAXED_TREASURES[key]])) })
  const field = (kind: TreasureKind) => {
    const key = kind.key as AccountTreasureKey
    const { min, max } = ACCOUNT_TREASURE_LIMITS[key]
    return (
      <NumberField
        key={key}
        label={kind.name}
        description={kind.effect}
        suffix={key === 'researchLevel' ? undefined : '%'}
        value={treasures[key]}
        min={min}
        max={max}
        testId={`account-${key}`}
        onCommit={(value) => save({ ...treasures, [key]: value })}
      />
    )
  }
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Your account</h1>
        <p className="text-sm text-muted">
          Your treasures and research, kept in this browser only. Each treasure is the sum of its three chapters (0–100% each, as the game’s treasure screen
          shows). Unit pages, the compare table and your lists use the ones that change their numbers, and say so; each has a “Maxed” switch one click away.
        </p>
        <p className="text-sm font-semibold" data-testid="account-status" aria-live="polite">
          {saved === null
            ? 'Nothing saved yet: every page counts treasures maxed.'
            : isMaxed(saved)
              ? 'Saved: everything maxed.'
              : 'Saved: your own treasures.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              const before = saved
              save(MAXED_TREASURES)
              // One click sets every treasure the player typed: the toast can put them back, as Forget's does.
              if (before !== null && !isMaxed(before))
                toast.success('Every treasure and research maxed.', { action: { label: 'Undo', onClick: () => save(before) } })
            }}
          >
            Max everything
          </Button>
          {/* aria-disabled, not disabled: the button the player just pressed keeps the focus. */}
          <Button
            variant="ghost"
            aria-disabled={saved === null}
            onClick={() => {
              if (saved === null) return
              const forgotten = readAccount()
              clearAccount()
              // One click wipes every treasure and count the player typed: the toast can put them back.
              toast.success('Your account was removed from this browser.', { action: { label: 'Undo', onClick: () => forgotten && saveAccount(forgotten) } })
            }}
          >
            Forget my account
          </Button>
        </div>
      </header>
      {GROUPS.map((group) => {
        const headingId = `account-${group.id}`
        return (
          <section key={group.id} aria-labelledby={headingId} className="card flex flex-col gap-4 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="text-lg font-black">
                {group.title}
              </h2>
              <Button
                variant="ghost"
                aria-disabled={groupMaxed(treasures, group)}
                onClick={() => {
                  if (!groupMaxed(treasures, group)) maxGroup(group)
                }}
                aria-label={`Max ${group.title}`}
              >
                Max
              </Button>
            </div>
            {group.counted.length > 0 ? (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-bold">Counted in the numbers</h3>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">{group.counted.map(field)}</div>
              </div>
            ) : null}
            {group.kept.length > 0 ? (
              <details className="group rounded-lg border border-line" data-testid={`account-kept-${group.id}`}>
                <summary className="flex min-h-10 cursor-pointer items-center gap-2 px-3 text-sm font-bold select-none">
                  Kept for you: {group.kept.length} more treasures
                  <span className="ml-auto shrink-0 text-xs font-normal whitespace-nowrap text-muted">
                    {keptMaxed(treasures, group) ? 'all maxed' : 'custom'}
                  </span>
                </summary>
                <div className="flex flex-col gap-3 border-t border-line p-3">
                  <p className="text-xs text-muted">
                    These change no number this site shows (money, the Cat Base, the Cat Cannon, energy, XP, the strength of enemies in story stages): they are
                    kept with your account and travel with your exports.
                  </p>
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">{group.kept.map(field)}</div>
                </div>
              </details>
            ) : null}
          </section>
        )
      })}
      <OwnedSection />
      <p className="text-xs text-muted">Export and import on the lists page carry your account along with your lists.</p>
    </div>
  )
}

/** XP, NP and evolution items the player owns: the lists' upgrade plans mark what they can afford now. */
function OwnedSection() {
  const owned = useAccountOwned() ?? NOTHING_OWNED
  const names = useQuery(allUnitCostsQuery()).data?.materials
  const items = names ? Object.entries(names).sort(([a], [b]) => Number(a) - Number(b)) : []
  const save = (next: OwnedResources) => {
    if (!saveAccountOwned(next)) toast.error('Your browser did not let this site store your account.')
  }
  return (
    <section aria-labelledby="account-owned" className="card flex flex-col gap-4 p-4" data-testid="account-owned">
      <div className="flex flex-col gap-1">
        <h2 id="account-owned" className="text-lg font-black">
          What I own
        </h2>
        <p className="text-sm text-muted">
          Your XP, NP and evolution items, as the game counts them: each list’s upgrade plan marks what you can afford now and what is missing.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <NumberField label="XP" value={owned.xp} min={0} max={MAX_OWNED_XP} testId="owned-xp" onCommit={(xp) => save({ ...owned, xp })} />
        <NumberField label="NP" value={owned.np} min={0} max={MAX_OWNED_NP} testId="owned-np" onCommit={(np) => save({ ...owned, np })} />
      </div>
      {items.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold">Evolution items</h3>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map(([itemId, name]) => (
              <NumberField
                key={itemId}
                label={name}
                value={owned.materials[itemId] ?? 0}
                min={0}
                max={MAX_OWNED_ITEM}
                testId={`owned-item-${itemId}`}
                onCommit={(amount) => save({ ...owned, materials: { ...owned.materials, [itemId]: amount } })}
              />
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">The evolution items load with the upgrade costs.</p>
      )}
    </section>
  )
}
