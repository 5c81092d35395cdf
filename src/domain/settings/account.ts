import { z } from '../../lib/zod-mini.ts'
import { NUMBER_SETTING_KEYS, NUMBER_SETTINGS, defaultSettings, type NumberSetting, type Settings } from './settings.ts'

/**
 * The player's account: their treasures and research, kept in the browser
 * (src/lib/account-store.ts). They are the settings' treasure fields, not a
 * second copy: every page that computes numbers starts from them where the
 * URL names no value of its own, unless the page shows "maxed".
 */
export type AccountTreasures = Pick<Settings, NumberSetting>

export const ACCOUNT_VERSION = 1

function numberField(key: NumberSetting) {
  const { min, max } = NUMBER_SETTINGS[key]
  return z.int().check(z.minimum(min), z.maximum(max))
}

export const accountTreasures = z.strictObject(
  Object.fromEntries(NUMBER_SETTING_KEYS.map((key) => [key, numberField(key)])) as Record<NumberSetting, ReturnType<typeof numberField>>,
)

/** The account as it is stored and exported. */
export const account = z.strictObject({ version: z.literal(ACCOUNT_VERSION), treasures: accountTreasures })
export type Account = z.infer<typeof account>

export const MAXED_TREASURES: AccountTreasures = Object.fromEntries(NUMBER_SETTING_KEYS.map((key) => [key, defaultSettings[key]])) as AccountTreasures

/** How a page counts treasures: the player's account, or every treasure maxed. */
export type TreasureSource = 'account' | 'maxed'

/**
 * The settings a page computes with: the URL's own values first, then the
 * account's treasures (when the page counts the account), then the defaults.
 */
export function withAccount(settings: Settings, search: Partial<Record<NumberSetting, unknown>>, treasures: AccountTreasures | null, source: TreasureSource): Settings {
  if (source === 'maxed' || treasures === null) return settings
  const result = { ...settings }
  for (const key of NUMBER_SETTING_KEYS) if (search[key] === undefined) result[key] = treasures[key]
  return result
}

export function isMaxed(treasures: AccountTreasures): boolean {
  return NUMBER_SETTING_KEYS.every((key) => treasures[key] === MAXED_TREASURES[key])
}
