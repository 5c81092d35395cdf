import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { z } from 'zod'

/**
 * JSON the browser downloads under a hash of its content (the calculator file, the enemy
 * list), so browsers may keep it until the data changes, compressed ahead of time (brotli
 * at its best quality is too slow to run per request).
 */
export interface HashedFile {
  hash: string
  json: Body
  /** brotli and gzip bodies, compressed off the event loop (libuv's thread pool) */
  compressed: Promise<{ br: Body; gzip: Body }>
}

/** Bytes a Response can send as they are, made once per data set rather than per request. */
export type Body = Uint8Array<ArrayBuffer>

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** brotli at its best quality and gzip at its best level: minutes of CPU per day of requests if run per request. */
export async function compressHashedFile(json: Body): Promise<{ br: Body; gzip: Body }> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzipAsync(json, { level: zlib.Z_BEST_COMPRESSION }),
  ])
  return { br: new Uint8Array(br), gzip: new Uint8Array(gzipped) }
}

/** `json` under `hash`, its compression started now. */
export function compressedFile(hash: string, json: Body): HashedFile {
  const compressed = compressHashedFile(json)
  // Awaited by whoever asks; a failure there falls back to the uncompressed body.
  compressed.catch(() => undefined)
  return { hash, json, compressed }
}

/** The name a file's bytes give it: 16 hex digits of their SHA-256. */
export function contentHash(json: Body): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 16)
}

/** `text` named by a hash of its bytes (the enemy list). */
export function hashedJsonFile(text: string): HashedFile {
  const json = new TextEncoder().encode(text)
  return compressedFile(contentHash(json), json)
}

/** What asks for a hashed file (the calculator file, the enemy list): the hash the page was given. */
export const hashedFileInput = z.strictObject(
  { hash: z.string({ error: 'The hash must be text.' }).max(64, { error: 'The hash must be at most 64 characters.' }) },
  { error: 'Expected an object with a hash.' },
)

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** A hashed file, kept by browsers for a year when asked for by its current hash (an old hash gets today's file, not kept). */
export async function hashedFileResponse(file: HashedFile, current: boolean, acceptEncoding: string): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-store',
    etag: `"${file.hash}"`,
    vary: 'accept-encoding',
  })
  const compressed = await file.compressed.catch(() => null)
  const accepts = new Set(
    acceptEncoding
      .split(',')
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim().toLowerCase()),
  )
  let body = file.json
  if (compressed && accepts.has('br')) {
    body = compressed.br
    headers.set('content-encoding', 'br')
  } else if (compressed && accepts.has('gzip')) {
    body = compressed.gzip
    headers.set('content-encoding', 'gzip')
  }
  headers.set('content-length', String(body.length))
  return new Response(body, { status: 200, headers })
}
