/**
 * Effect kinds by the number in column 13 of NyancomboData.csv (= the row of
 * NyancomboParam.tsv and of Nyancombo1_en.csv). Names after BCU Data.java's
 * C_* constants and battlecatsinfo combos_scheme.json.
 */
export const COMBO_EFFECT_KINDS = [
  'attack',
  'hp',
  'speed',
  'cannonStart',
  'workerStart',
  'startingMoney',
  'cannonAttack',
  'cannonRecharge',
  'workerEfficiency',
  'workerMax',
  'baseDefense',
  'research',
  'bounty',
  'xp',
  'strong',
  'massive',
  'resistant',
  'knockback',
  'slow',
  'freeze',
  'weaken',
  'strengthen',
  'witchKiller',
  'evaKiller',
  'critical',
  'colossusSlayer',
  'waveImmunity',
  'costDown',
] as const
export type ComboEffectKind = (typeof COMBO_EFFECT_KINDS)[number]
