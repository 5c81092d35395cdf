/** One line: where the time-to-kill model is simpler than the game (shown next to its numbers). */
export const KILL_TIME_SIMPLIFICATION =
  'Model: the enemy stays where every hit reaches it (knockbacks do not push it out of range), no freeze, slow or other crowd control, and the cat does not walk.'
