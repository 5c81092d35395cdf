import { z } from '../zod-mini.ts'
import { MAX_TREASURE_PERCENT } from '../constants.ts'
import { NUMBER_SETTING_KEYS, NUMBER_SETTINGS, type NumberSetting, type Settings } from './settings.ts'
import { ACCOUNT_ONLY_TREASURE_KEYS, ACCOUNT_ONLY_TREASURE_MAX, LEGACY_FRUIT_TREASURE, withoutLegacyFruit, type AccountOnlyTreasureKey } from './treasures.ts'

/**
 * The player's account: every treasure the game has and their research, kept
 * in the browser (src/browser/account-store.ts). The treasures the calculator
 * counts are the settings' own fields, not a second copy: every page that
 * computes numbers starts from them where the URL names no value of its own,
 * unless the page shows "maxed". The others (treasures.ts) are kept and shown
 * on the account page only.
 */
export type AccountTreasures = Pick<Settings, NumberSetting> & Record<AccountOnlyTreasureKey, number>
export type AccountTreasureKey = keyof AccountTreasures

/**
 * 2: one treasure per trait and every other treasure of the game. 1 (before):
 * the six counted settings with one `fruitTreasure`; it still reads, each
 * missing treasure counted maxed (accountFrom).
 */
export const ACCOUNT_VERSION = 2

export const ACCOUNT_TREASURE_KEYS: readonly AccountTreasureKey[] = [...NUMBER_SETTING_KEYS, ...ACCOUNT_ONLY_TREASURE_KEYS]

export const ACCOUNT_TREASURE_LIMITS: Readonly<Record<AccountTreasureKey, { min: number; max: number }>> = {
  ...NUMBER_SETTINGS,
  ...(Object.fromEntries(ACCOUNT_ONLY_TREASURE_KEYS.map((key) => [key, { min: 0, max: ACCOUNT_ONLY_TREASURE_MAX[key] }])) as Record<
    AccountOnlyTreasureKey,
    { min: number; max: number }
  >),
}

function numberField(key: AccountTreasureKey) {
  const { min, max } = ACCOUNT_TREASURE_LIMITS[key]
  return z.optional(z.int().check(z.minimum(min), z.maximum(max)))
}

/** Upper bounds of what the player says they own: above the game's caps (XP 999,999,999; NP 9,999; items 999), never reached. */
export const MAX_OWNED_XP = 9_999_999_999
export const MAX_OWNED_NP = 999_999
export const MAX_OWNED_ITEM = 999_999

/** What the player owns for upgrades: XP, NP and evolution items by item id (an item not named: none). */
export type OwnedResources = { xp: number; np: number; materials: Readonly<Record<string, number>> }

export const NOTHING_OWNED: OwnedResources = { xp: 0, np: 0, materials: {} }

function ownedSchema() {
  const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max))
  return z.strictObject({
    xp: count(MAX_OWNED_XP),
    np: count(MAX_OWNED_NP),
    materials: z.record(z.string().check(z.regex(/^\d{1,5}$/)), count(MAX_OWNED_ITEM)),
  })
}

export const MAXED_TREASURES: AccountTreasures = Object.fromEntries(
  ACCOUNT_TREASURE_KEYS.map((key) => [key, ACCOUNT_TREASURE_LIMITS[key].max]),
) as AccountTreasures

/**
 * The account as it is stored and exported, read leniently across versions:
 * a treasure it does not name counts maxed, an old `fruitTreasure` stands for
 * the red to zombie treasures; an unknown field or a value out of its range
 * refuses the whole account.
 */
function buildAccountSchema() {
  return z.pipe(
    z.strictObject({
      version: z.union([z.literal(1), z.literal(ACCOUNT_VERSION)]),
      treasures: z.strictObject({
        ...(Object.fromEntries(ACCOUNT_TREASURE_KEYS.map((key) => [key, numberField(key)])) as Record<AccountTreasureKey, ReturnType<typeof numberField>>),
        [LEGACY_FRUIT_TREASURE]: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TREASURE_PERCENT))),
      }),
      /** added within version 2 (issue 46): accounts saved before have none */
      owned: z.optional(ownedSchema()),
    }),
    z.transform(({ treasures, owned }) => ({
      version: ACCOUNT_VERSION,
      treasures: accountFrom(treasures),
      ...(owned ? { owned: owned as OwnedResources } : {}),
    })),
  )
}
let built: ReturnType<typeof buildAccountSchema> | undefined
/** Built on first use, not at module load: the pages that import the account's rules start without it. */
export function accountSchema(): ReturnType<typeof buildAccountSchema> {
  return (built ??= buildAccountSchema())
}
export type Account = z.output<ReturnType<typeof buildAccountSchema>>
export type AccountInput = z.input<ReturnType<typeof buildAccountSchema>>

function accountFrom(stored: Partial<Record<AccountTreasureKey | typeof LEGACY_FRUIT_TREASURE, number | undefined>>): AccountTreasures {
  const named = withoutLegacyFruit(stored) as Partial<Record<AccountTreasureKey, number | undefined>>
  const result = { ...MAXED_TREASURES }
  for (const key of ACCOUNT_TREASURE_KEYS) {
    const value = named[key]
    if (value !== undefined) result[key] = value
  }
  return result
}

/** How a page counts treasures: the player's account, or every treasure maxed. */
export type TreasureSource = 'account' | 'maxed'

export function isMaxed(treasures: AccountTreasures): boolean {
  return ACCOUNT_TREASURE_KEYS.every((key) => treasures[key] === MAXED_TREASURES[key])
}

/** The treasures and research that change the numbers: what a page that ranks cats counts from the account. */
export type CountedTreasures = Pick<Settings, NumberSetting>

/**
 * The account's counted treasures, or undefined where it counts as maxed (none saved, or every
 * counted one at its maximum): the ranking is then the plain one, shared with every other player.
 */
export function countedTreasures(treasures: AccountTreasures | null): CountedTreasures | undefined {
  if (treasures === null || NUMBER_SETTING_KEYS.every((key) => treasures[key] === NUMBER_SETTINGS[key].max)) return undefined
  return Object.fromEntries(NUMBER_SETTING_KEYS.map((key) => [key, treasures[key]])) as CountedTreasures
}

/** What a ranking of cats says of the treasures it counts. */
export function countedTreasuresNote(treasures: AccountTreasures | null): string {
  return treasures === null ? 'Treasures and research maxed (no account saved).' : 'Treasures and research from your account.'
}
