import { Asset, useRouter, useTags } from '@tanstack/react-router'

/** Names the page's own chunks for src/client.tsx (which reads this name), which preloads them with the start-up's. */
const ROUTE_CHUNKS_META = 'codex-route-chunks'

/**
 * The router's head tags (title, meta, links, styles) without its
 * <link rel="modulepreload"> hints: the scripts load after the first paint
 * (see src/client.tsx), and hints in the head would start them before it.
 * Their addresses stay listed in one inert meta tag instead: the client entry
 * preloads them beside the start-up's chunks, so the page's own code arrives
 * while the start-up runs rather than when hydration asks for it (and Vite's
 * preload helper, finding them linked, adds no links during hydration).
 */
export function DocumentHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const isPreload = (tag: (typeof tags)[number]) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'
  const routeChunks = tags.flatMap((tag) => (isPreload(tag) && typeof tag.attrs?.href === 'string' ? [tag.attrs.href] : []))
  return (
    <>
      {tags
        .filter((tag) => !isPreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`head-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <meta name={ROUTE_CHUNKS_META} content={routeChunks.join(' ')} />
    </>
  )
}
