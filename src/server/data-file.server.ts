import { readFile } from 'node:fs/promises'

/**
 * The server's data files (the data set, enemies, stages, combos, upgrade costs, the history of
 * versions) are each read and validated once per process, on the first request that needs one,
 * and kept: `getX = loadOnce(load)`. Callers that come while the load runs share it. A load that
 * fails is forgotten, so the next call reads again (say after `npm run data`) instead of keeping
 * the error for the life of the process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/** A data file's text; a file that cannot be read is named with what it holds and the step that writes it. */
export async function readDataText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch {
    throw new Error(`The ${what} is missing at ${path}. Run \`npm run data\` first.`)
  }
}
