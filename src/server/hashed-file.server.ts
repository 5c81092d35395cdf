import { z } from 'zod'
import type { CalculatorFile } from './dataset.server.ts'

/** What asks for a hashed file (the calculator file, the enemy list): the hash the page was given. */
export const hashedFileInput = z.strictObject(
  { hash: z.string({ error: 'The hash must be text.' }).max(64, { error: 'The hash must be at most 64 characters.' }) },
  { error: 'Expected an object with a hash.' },
)

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** A hashed file, kept by browsers for a year when asked for by its current hash (an old hash gets today's file, not kept). */
export async function hashedFileResponse(file: CalculatorFile, current: boolean, acceptEncoding: string): Promise<Response> {
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

