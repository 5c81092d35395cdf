import { PRODUCT_NAME, pageTitle } from './text/product.ts'

/** Head tags for one page: title, description and the social-sharing cards. */
export function pageHead({ title, description }: { title?: string; description: string }) {
  const fullTitle = pageTitle(title)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: PRODUCT_NAME },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
    ],
  }
}
