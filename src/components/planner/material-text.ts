import type { MaterialCost } from '../../domain/game-data/upgrade-costs.ts'
import { formatInteger } from '../../text/format.ts'

/** "7 Green Catfruit"; an item the names lack keeps its game id. */
export function materialText({ itemId, amount }: MaterialCost, names: Record<string, string>): string {
  return `${formatInteger(amount)} ${names[String(itemId)] ?? `item ${itemId}`}`
}
