/** A step of 1, 2, 2.5 or 5 × 10ⁿ giving about `count` intervals up to `max`. */
export function niceStep(max: number, count: number): number {
  if (!(max > 0)) return 1
  const raw = max / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const residual = raw / magnitude
  const factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10
  return factor * magnitude
}

/** Ticks from 0 to the first multiple of the step at or above max (0 and one step when max is 0). */
export function niceTicks(max: number, count: number): number[] {
  const step = niceStep(max, count)
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step)
  const ticks: number[] = []
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)))
  return ticks
}

/** The index of the evenly spaced sample nearest to `value` (samples from `from` every `step`). */
export function nearestSample(value: number, from: number, step: number, count: number): number {
  const index = Math.round((value - from) / step)
  return Math.min(count - 1, Math.max(0, index))
}
