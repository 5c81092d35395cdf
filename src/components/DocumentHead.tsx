import { Asset, useRouter, useTags } from '@tanstack/react-router'

/**
 * The router's head tags (title, meta, links, styles) without its
 * <link rel="modulepreload"> hints: the scripts load after the first paint
 * (see src/client.tsx), and hints in the head would start them before it.
 */
export function DocumentHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      {tags
        .filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'))
        .map((tag) => (
          <Asset {...tag} key={`head-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
    </>
  )
}
