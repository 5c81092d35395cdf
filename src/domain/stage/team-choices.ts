/**
 * The player's shift of what the team builder scores: `cheaper` ranks the killers by true DPS per
 * cost instead of time, `range` takes up to three cats out of the boss's reach and fills with
 * them first, `shields` takes up to three meat shields.
 */
export const TEAM_PREFERENCES = ['balanced', 'cheaper', 'range', 'shields'] as const
export type TeamPreference = (typeof TEAM_PREFERENCES)[number]
export const TEAM_PREFERENCE_LABELS: Readonly<Record<TeamPreference, string>> = {
  balanced: 'Balanced',
  cheaper: 'Cheaper',
  range: 'More range',
  shields: 'More shields',
}

/** A team has ten slots; leaving out more than fifty cats is a list's job, not the builder's. */
export const MAX_LOCKED = 10
export const MAX_LEFT_OUT = 50
