/**
 * The limits a player's input is held to, written once: the settings model, the codecs (address,
 * API, CLI, lineup link, counter cats), the browser's saved records and the server's checks all
 * read them here. They leave headroom over the game (15.6: unit ids to 875, enemy ids under 1,000,
 * 8 talent slots) so a game update does not make a link or a saved cat invalid; the engine caps
 * each cat at its own maximum.
 */

/** A unit id: up to five digits in an address ("25", "025", "00025"). */
export const MAX_UNIT_ID = 99_999
/** An enemy id: up to five digits, as a unit id. */
export const MAX_ENEMY_ID = 99_999
/** The digits an address, a query or a CLI flag may give a unit or enemy id in. */
export const ID_DIGITS = /^\d{1,5}$/
/** A cat has at most this many talents and ultra talents. */
export const MAX_TALENT_SLOTS = 8

/** "25" or "025" as a whole number within `max`, or null. */
export function parseId(text: string, max: number): number | null {
  if (!ID_DIGITS.test(text)) return null
  const id = Number(text)
  return id <= max ? id : null
}
