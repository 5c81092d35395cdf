/**
 * Columns and ability ids that the JP 15.1–15.6 update layers carry and the
 * importer does not read yet (issue #43, point 3), with where each one was
 * identified. The importer uses this table to attach "not modelled yet" notes
 * to forms, cats and enemies, and to tell a column it knows (listed here) from
 * one it cannot place (not listed: the import fails on it when it is non-zero).
 *
 * Rules and sources in detail: docs/mechanics-notes.md, "Columns and abilities
 * added in 15.1–15.6".
 */

/** Columns of a unit###.csv line that FORMAT.md describes (0–116); the importer reads them or knows them to be non-ability columns. */
export const UNIT_ROW_LAYOUT_COLUMNS = 117
/** Columns of a t_unit.csv line up to EN 15.0.1 (0–110); JP 15.4.0 adds two. */
export const ENEMY_ROW_LAYOUT_COLUMNS = 111

export type RowKind = 'unit' | 'enemy'

/** How far a meaning is established: read by a public engine's reader, or only matched against other data. */
export type Confidence = 'reader' | 'observed'

export interface SourceRef {
  /** owner/name on GitHub */
  repository: string
  path: string
  /** what that code or table does with the column or id */
  says: string
}

interface EntryBase {
  /** the ability as players know it (English); the label the pages show with "not modelled yet" */
  name: string
  /** other names for the same thing: engine identifiers, the Japanese/Chinese term */
  aliases: readonly string[]
  /** the rule, as far as it is known */
  rule: string
  confidence: Confidence
  sources: readonly SourceRef[]
  /** the first layer that has a non-zero value */
  firstSeen: string
  /** true once the engine reads it; the notes then leave it out */
  modelled: boolean
  /** whether and how it can be modelled with what the engine already has */
  howToModel: string
}

/** A column of a unit or enemy row; the ability is present when `presentColumn` is non-zero. */
export interface ColumnEntry extends EntryBase {
  row: RowKind
  /** every column this ability occupies (e.g. chance and amount) */
  columns: readonly number[]
  presentColumn: number
  kind: 'ability' | 'immunity' | 'trait'
}

/** A talent abilityID of SkillAcquisition.csv that talent-table.ts has no definition for. */
export interface TalentEntry extends EntryBase {
  talentId: number
  /** cats whose talent rows use it in the layers */
  cats: readonly number[]
}

const BCU_FORK_DATA_UNIT: SourceRef = {
  repository: 'U-YumeTsuki/BCU_java_util_common',
  path: 'battle/data/DataUnit.java',
  says: 'the DataUnit constructor sets proc.IMUDELAY.mult = 100 when ints[117] != 0 (after IMUBLAST from ints[116])',
}
const BCU_FORK_DATA: SourceRef = {
  repository: 'U-YumeTsuki/BCU_java_util_common',
  path: 'util/Data.java',
  says: 'P_DELAY = 56 "Cooldown change (Delay)" (enemy proc with prob and strength, sound SE_DELAY_COOLDOWN); P_IMUDELAY = 85 "Delay Immunity"',
}

/** Unit rows (unit###.csv lines, stats arrays of the 15.6 JSON): columns from 117 on. */
export const UNIT_ROW_COLUMNS: readonly ColumnEntry[] = [
  {
    row: 'unit',
    columns: [117],
    presentColumn: 117,
    kind: 'immunity',
    name: 'Drain immunity',
    aliases: ['BCU: IMUDELAY ("Delay Immunity")', 'icon ImuDelay (bcu-assets, JP 15.3)'],
    rule:
      'Immune to the enemy effect that takes back part of the recharge progress of the cat it hits (enemy columns 111–112). ' +
      'No cat form in JP 15.5.1 has it; UpdatedBCData 15.6.0 sets it to 1 on Saber Alter Cat (369, form 2) and on 196 form 3, ' +
      'the two forms the 15.6 update summary names as gaining Drain immunity.',
    confidence: 'reader',
    sources: [
      BCU_FORK_DATA_UNIT,
      BCU_FORK_DATA,
      {
        repository: 'deivih84/UpdatedBCData',
        path: 'cats_data.json',
        says: 'stats arrays of 369 form 2 and 196 form 3 have col 117 = 1 (../shared/game-data-updates README §3.2; the English name comes from the 15.6 update summary quoted there)',
      },
    ],
    firstSeen: 'updatedbcdata-15.6.0',
    modelled: false,
    howToModel:
      'An immunity with no battle effect in a DPS calculator; needs a new ImmunityType ("drain"), its words and icon (ImuDelay) in ability-vocabulary.ts, and col 117 in IMMUNITY_COLUMNS of abilities.ts.',
  },
]

/** Enemy rows (t_unit.csv lines): the columns added in JP 15.4.0, and the trait column the importer skips. */
export const ENEMY_ROW_COLUMNS: readonly ColumnEntry[] = [
  {
    row: 'enemy',
    columns: [111, 112],
    presentColumn: 111,
    kind: 'ability',
    name: 'Drain',
    aliases: ['BCU: DELAY ("Cooldown change (Delay)")', 'battlecatsinfo ability 47: 遲緩'],
    rule:
      'Col 111 = chance %, col 112 = share (%) of the recharge progress the hit cat had regained that is taken back. ' +
      'Only Sage of Selection Darvin (enemy 772, JP 15.4.0) has it: 100, 50.',
    confidence: 'observed',
    sources: [
      {
        repository: 'battlecatsinfo/battlecatsinfo.github.io',
        path: 'data/enemy.tsv',
        says: 'enemy 772 has ability "47@100!50"; data/units_scheme.json describes ability 47 as "{0} % 遲緩（令受擊角色減少 {1} % 已恢復之生產進度）" (chance, % of recovered production progress removed)',
      },
      BCU_FORK_DATA,
    ],
    firstSeen: 'jp-15.4.0',
    modelled: false,
    howToModel:
      'A new enemy ability (chance, percentage) in enemies.ts with its words; it acts on the cat\u2019s recharge, which the damage engine does not simulate.',
  },
  {
    row: 'enemy',
    columns: [110],
    presentColumn: 110,
    kind: 'trait',
    name: 'Supervillain',
    aliases: ['battlecatsinfo trait 16: 怪人 (bit 65536)', 'BCU: TRAIT_VILLAIN'],
    rule: 'The enemy is a Supervillain, the trait Supervillain Slayer acts on. Present in the EN 15.0.1 base already (enemies 750–758) and on Alluring Mage Vivon (777, JP 15.4.0).',
    confidence: 'observed',
    sources: [
      {
        repository: 'battlecatsinfo/battlecatsinfo.github.io',
        path: 'data/enemy.tsv',
        says: 'trait bit 65536 (units_scheme.json trait 16, 怪人) is set on exactly the enemies whose t_unit col 110 is 1 (750–758, 777)',
      },
      {
        repository: 'U-YumeTsuki/BCU_java_util_common',
        path: 'util/Data.java',
        says: 'TRAIT_VILLAIN = 15; AB_VKILL (ability bit 1 << 14) and combo effect C_VKILL = 25 give the villain slayer',
      },
    ],
    firstSeen: 'EN 15.0.1 base',
    modelled: false,
    howToModel: 'A fourth SpecialType ("supervillain") in SPECIAL_TYPE_COLUMNS of enemies.ts (col 110), with its label in ability-vocabulary.ts.',
  },
]

/** Talent abilityIDs of SkillAcquisition.csv beyond talent-table.ts (1–67). */
export const TALENT_IDS: readonly TalentEntry[] = [
  {
    talentId: 68,
    cats: [338],
    name: 'Counter-Surge',
    aliases: ['BCU: P_DEMONVOLC', 'battlecatsinfo talent 68: 烈波反擊'],
    rule: 'On/off ultra talent (MAXLv 0, no parameters): the form gains Counter-Surge, as unit col 109 gives it.',
    confidence: 'reader',
    sources: [
      {
        repository: 'U-YumeTsuki/BCU_java_util_common',
        path: 'util/Data.java',
        says: 'PC_CORRES[68] = { PC_P, P_DEMONVOLC } "68 : Counter-Surge"',
      },
      {
        repository: 'battlecatsinfo/battlecatsinfo.github.io',
        path: 'data/units_scheme.json',
        says: 'talents.names[68] = 烈波反擊 (counter-surge)',
      },
    ],
    firstSeen: 'jp-15.2.0',
    modelled: true,
    howToModel: 'Add "counterSurge" to the abilityGrant enum of model.ts, then [68, grant("Counter-Surge", "counterSurge")] in talent-table.ts.',
  },
  {
    talentId: 69,
    cats: [533],
    name: 'Immune to explosions',
    aliases: ['BCU: P_IMUBLAST', 'battlecatsinfo talent 69: 爆波傷害無效'],
    rule: 'On/off ultra talent (MAXLv 0, no parameters): the form becomes immune to explosions, as unit col 116 makes it.',
    confidence: 'reader',
    sources: [
      {
        repository: 'U-YumeTsuki/BCU_java_util_common',
        path: 'util/Data.java',
        says: 'PC_CORRES[69] = { PC_IMU, P_IMUBLAST } "69: immune to blast"',
      },
      {
        repository: 'battlecatsinfo/battlecatsinfo.github.io',
        path: 'data/units_scheme.json',
        says: 'talents.names[69] = 爆波傷害無效 (immune to explosion damage)',
      },
    ],
    firstSeen: 'jp-15.4.0',
    modelled: true,
    howToModel: 'Exactly an existing immunity: [69, immunity("Immune to Explosions", "explosion")] in talent-table.ts.',
  },
]

function tableOf(row: RowKind): readonly ColumnEntry[] {
  return row === 'unit' ? UNIT_ROW_COLUMNS : ENEMY_ROW_COLUMNS
}

function layoutOf(row: RowKind): number {
  return row === 'unit' ? UNIT_ROW_LAYOUT_COLUMNS : ENEMY_ROW_LAYOUT_COLUMNS
}

function unmodelledInRow(row: RowKind, cells: readonly number[]): string[] {
  return tableOf(row)
    .filter((entry) => !entry.modelled && (cells[entry.presentColumn] ?? 0) !== 0)
    .map((entry) => entry.name)
}

/** Names of the abilities this unit###.csv line (or 15.6 stats array) has that the engine does not model. */
export function unmodelledAbilitiesOfUnitRow(cells: readonly number[]): string[] {
  return unmodelledInRow('unit', cells)
}

/** Names of the abilities and traits this t_unit.csv line has that the engine does not model. */
export function unmodelledAbilitiesOfEnemyRow(cells: readonly number[]): string[] {
  return unmodelledInRow('enemy', cells)
}

/** Names of the talents among these SkillAcquisition abilityIDs that the engine does not model (0 = empty slot). */
export function unmodelledTalents(abilityIds: readonly number[]): string[] {
  return TALENT_IDS.filter((entry) => !entry.modelled && abilityIds.includes(entry.talentId)).map((entry) => entry.name)
}

/** The table entry of a talent abilityID, if it is one of the new ones. */
export function newTalent(abilityId: number): TalentEntry | undefined {
  return TALENT_IDS.find((entry) => entry.talentId === abilityId)
}

/**
 * Whether a column of a unit or enemy row can be placed: inside the layout the
 * importer knows, or listed in this table. A non-zero value in a column that
 * is not known cannot be placed, and the import fails on it.
 */
export function isKnownColumn(row: RowKind, column: number): boolean {
  if (!Number.isInteger(column) || column < 0) return false
  if (column < layoutOf(row)) return true
  return tableOf(row).some((entry) => entry.columns.includes(column))
}

/** Columns of this row that hold a non-zero value the importer cannot place (for "file line N, column C" errors). */
export function unknownNonZeroColumns(row: RowKind, cells: readonly number[]): number[] {
  const unknown: number[] = []
  cells.forEach((value, column) => {
    if (value !== 0 && !isKnownColumn(row, column)) unknown.push(column)
  })
  return unknown
}
