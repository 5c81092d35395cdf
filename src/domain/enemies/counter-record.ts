import { unitPath } from '../units.ts'
import type { Counter } from './matchup.ts'

/** JSON has no Infinity: "never" reads as null. */
const finite = (value: number) => (Number.isFinite(value) ? value : null)

/** A counter as the API and the export CLI print it. */
export function counterRecordOf(counter: Counter) {
  return {
    unitId: counter.unitId,
    formIndex: counter.formIndex,
    name: counter.name,
    link: unitPath(counter.unitId, counter.formIndex),
    cost: counter.cost,
    range: counter.range,
    trueDps: counter.trueDps,
    timeToKill: counter.timeToKill,
    attacksToKill: counter.killTime.attacks,
    noKillReason: counter.killTime.reason,
    damagePerCost: finite(counter.damagePerCost),
    hitsSurvived: finite(counter.hitsSurvived),
    outranges: counter.outranges,
  }
}
export type CounterRecord = ReturnType<typeof counterRecordOf>
