/** No option highlighted: Enter then opens the first result. */
export const NO_HIGHLIGHT = -1

/**
 * The option highlighted after Arrow Down (step 1) or Arrow Up (step -1).
 * It wraps around both ends; from no highlight, Down goes to the first option
 * and Up to the last.
 */
export function moveHighlight(current: number, optionCount: number, step: 1 | -1): number {
  if (optionCount <= 0) return NO_HIGHLIGHT
  if (current < 0 || current >= optionCount) return step === 1 ? 0 : optionCount - 1
  return (current + step + optionCount) % optionCount
}
