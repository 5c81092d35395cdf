import type { CalculatorData } from './units.ts'
import { mapInSlices, type YieldControl } from './slices.ts'

/**
 * The calculator payload travels packed: every array of objects that share one
 * key list (forms, hits, talents, enemies…) becomes a reference to that key list,
 * kept once in `shapes`, and a row of values per object. It shrinks the JSON
 * the /units page downloads by a third, and the text the browser parses.
 */
type PackedPayload = { shapes: string[][]; data: unknown }
// A packed array: { [SHAPE]: index into shapes, [ROWS]: one array of values per object }
const SHAPE = '$s'
const ROWS = '$r'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameKeys(item: unknown, keys: readonly string[]): item is Record<string, unknown> {
  if (!isPlainObject(item)) return false
  const own = Object.keys(item)
  return own.length === keys.length && own.every((key, i) => key === keys[i])
}

function packValue(value: unknown, shapes: Map<string, { index: number; keys: string[] }>): unknown {
  if (Array.isArray(value)) {
    const first: unknown = value[0]
    if (isPlainObject(first)) {
      const keys = Object.keys(first)
      if (value.every((item) => sameKeys(item, keys))) {
        const id = JSON.stringify(keys)
        let shape = shapes.get(id)
        if (shape === undefined) shapes.set(id, (shape = { index: shapes.size, keys }))
        return { [SHAPE]: shape.index, [ROWS]: value.map((item: Record<string, unknown>) => keys.map((key) => packValue(item[key], shapes))) }
      }
    }
    return value.map((item) => packValue(item, shapes))
  }
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {}
    for (const key of Object.keys(value)) result[key] = packValue(value[key], shapes)
    return result
  }
  return value
}

/** Rebuilds the objects in place of the parsed JSON (it is never shared), which spares a copy. */
function unpackValue(value: unknown, shapes: readonly string[][]): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = unpackValue(value[i], shapes)
    return value
  }
  const record = value as Record<string, unknown>
  const shape = record[SHAPE]
  if (typeof shape === 'number') {
    const keys = shapes[shape] ?? []
    const rows = record[ROWS] as unknown[][]
    const items: Record<string, unknown>[] = new Array(rows.length)
    for (let r = 0; r < rows.length; r++) items[r] = unpackRow(rows[r]!, keys, shapes)
    return items
  }
  for (const key in record) record[key] = unpackValue(record[key], shapes)
  return record
}

function unpackRow(row: readonly unknown[], keys: readonly string[], shapes: readonly string[][]): Record<string, unknown> {
  const item: Record<string, unknown> = {}
  for (let i = 0; i < keys.length; i++) item[keys[i]!] = unpackValue(row[i], shapes)
  return item
}

/** The calculator data as the server sends it: see PackedPayload. */
export function packCalculatorData(data: CalculatorData): string {
  const shapes = new Map<string, { index: number; keys: string[] }>()
  const packed = packValue(data, shapes)
  return JSON.stringify({ shapes: [...shapes.values()].map((shape) => shape.keys), data: packed } satisfies PackedPayload)
}

/**
 * The calculator data from its packed text (see PackedPayload): the parse is
 * one step, then the rows of each top-level list a slice at a time (see
 * mapInSlices), as a phone needs a good while for all of them. The text comes
 * from our own server, written from a data set the importer validated.
 */
export async function unpackCalculatorData(text: string, yieldControl: YieldControl, sliceSize = 100): Promise<CalculatorData> {
  const { shapes, data } = JSON.parse(text) as PackedPayload
  const record = data as Record<string, unknown>
  for (const key of Object.keys(record)) {
    await yieldControl()
    const value = record[key]
    const packed = value as Record<string, unknown> | null
    if (typeof packed === 'object' && packed !== null && typeof packed[SHAPE] === 'number') {
      const keys = shapes[packed[SHAPE]] ?? []
      record[key] = await mapInSlices(packed[ROWS] as unknown[][], (row) => unpackRow(row, keys, shapes), yieldControl, sliceSize)
    } else {
      record[key] = unpackValue(value, shapes)
    }
  }
  return record as unknown as CalculatorData
}
