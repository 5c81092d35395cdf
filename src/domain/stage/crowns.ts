/** Crowns a map may have (Map_option.csv has four columns for them). */
export const MAX_CROWNS = 4

/** A crown as an address or a command line gives it: "1" to "4", or null. */
export function parseCrown(text: string): number | null {
  return /^[1-9]$/.test(text) && Number(text) <= MAX_CROWNS ? Number(text) : null
}

/**
 * A crown (1-based, absent: the first) of a map: its index and magnification, or why it has none.
 * A map without crown data has one crown at 100%.
 */
export function crownOf(
  map: { crowns: readonly number[] },
  crown: number | undefined,
): { ok: true; index: number; percent: number } | { ok: false; message: string } {
  const number = crown ?? 1
  const percent = map.crowns[number - 1]
  if (percent === undefined || !Number.isInteger(number)) {
    const count = Math.max(1, map.crowns.length)
    return {
      ok: false,
      message:
        count === 1 ? `This stage has one crown; crown ${number} does not exist.` : `This stage has crowns 1 to ${count}; crown ${number} does not exist.`,
    }
  }
  return { ok: true, index: number - 1, percent }
}

/**
 * A stage line's magnification at a crown: the line's percent × the crown's (Map_option.csv,
 * applied to HP and attack alike as BCU's EStage multiplies them). The app's magnifications are
 * whole percents, so a product with a fraction (133% × 150% = 199.5%) is rounded down.
 */
export function crownMagnification(linePercent: number, crownPercent: number): number {
  return Math.floor((linePercent * crownPercent) / 100)
}

/** The crown the page shows: the address's when the map has it, else the first. */
export function shownCrown(crowns: readonly number[], crown: number | undefined): number {
  return crown !== undefined && crownOf({ crowns }, crown).ok ? crown : 1
}

export const crownLabel = (number: number, percent: number) => `${number} ${number === 1 ? 'crown' : 'crowns'} (${percent}%)`
