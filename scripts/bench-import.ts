/**
 * `node --experimental-strip-types scripts/bench-import.ts`: how long a full import
 * of the game files takes (median of a few forced runs into a temp folder) and how
 * big the data set is on disk and gzipped.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { defaultGameDataDir, runImport } from './import-data.ts'

const RUNS = 5
const out = mkdtempSync(join(tmpdir(), 'codex-bench-import-'))
try {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    // The first run also converts the icons to WebP; later runs find them unchanged, like a real re-import.
    await runImport({ gameDataDir: defaultGameDataDir(), dataDir: join(out, 'data'), iconDir: join(out, 'icons'), force: true })
    times.push(performance.now() - started)
  }
  const dataset = readFileSync(join(out, 'data', 'dataset.json'))
  const sorted = [...times].sort((a, b) => a - b)
  console.log('Importer')
  console.log(`  first run (with icon WebP)   ${times[0]!.toFixed(0)} ms`)
  console.log(`  median of ${RUNS} forced runs     ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms`)
  console.log(`  data set on disk             ${(dataset.length / 1024).toFixed(0)} KB`)
  console.log(`  data set gzipped             ${(gzipSync(dataset).length / 1024).toFixed(0)} KB`)
} finally {
  rmSync(out, { recursive: true, force: true })
}
