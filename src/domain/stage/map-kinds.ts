/** Map kinds and stage ids without the reader (no zod): the pages import these. */

/** Map kinds: the game's map-id series (kind number × 1000 + map number) as BCU and rust-wiki name them. */
export const MAP_KINDS = [
  'main',
  'outbreak',
  'filibuster',
  'sol',
  'uncanny',
  'zero',
  'event',
  'collab',
  'extra',
  'gauntlet',
  'collabGauntlet',
  'enigma',
  'catamin',
  'dojo',
  'ranking',
  'tower',
  'challenge',
  'behemoth',
  'labyrinth',
  'colosseum',
  'championships',
  'aku',
] as const
export type MapKind = (typeof MAP_KINDS)[number]

export const MAP_KIND_NAMES: Record<MapKind, string> = {
  main: 'Main chapters',
  outbreak: 'Zombie Outbreaks',
  filibuster: 'Filibuster Invasion',
  sol: 'Stories of Legend',
  uncanny: 'Uncanny Legends',
  zero: 'Zero Legends',
  event: 'Event stages',
  collab: 'Collab stages',
  extra: 'Extra stages',
  gauntlet: 'Gauntlets',
  collabGauntlet: 'Collab Gauntlets',
  enigma: 'Enigma stages',
  catamin: 'Catamin stages',
  dojo: 'Catclaw Dojo',
  ranking: 'Ranking Dojo',
  tower: 'Towers',
  challenge: 'Challenge Battle',
  behemoth: 'Behemoth Culling',
  labyrinth: 'Labyrinth',
  colosseum: 'Colosseum',
  championships: 'Catclaw Championships',
  aku: 'Aku Realms',
}

/**
 * What a map without an English name is called: its kind and its number counted from 1, as its stages are
 * and as players count them ("Stories of Legend 1" is N000). Kept searchable once a map has its name.
 */
export function numberedMapLabel(kind: MapKind, number: number): string {
  return `${MAP_KIND_NAMES[kind]} ${number + 1}`
}

/** Canonical stage id in URLs: the file's number without leading zeros. */
export function parseStageId(raw: string): number | null {
  return /^(0|[1-9]\d{0,3})$/.test(raw) ? Number(raw) : null
}

/** Map ids are short letter codes and numbers ("N000", "EoC1", "Filibuster"); anything else is malformed. */
export function isMapIdShape(raw: string): boolean {
  return /^[A-Za-z]{1,12}\d{0,3}$/.test(raw)
}

/** A stage page's path; map ids need no escaping (isMapIdShape). */
export function stagePath(mapId: string, stageId: number): string {
  return `/stage/${mapId}/${stageId}`
}

/** Whether a label already begins with its context: a stage named after its map ("… stage 52"), a map after its kind ("Event stages 68"). */
export function labelHoldsContext(label: string, context: string): boolean {
  return label.startsWith(context)
}

/** `label (context)`, or the label alone where it already says the context. */
export function withContext(label: string, context: string): string {
  return labelHoldsContext(label, context) ? label : `${label} (${context})`
}
