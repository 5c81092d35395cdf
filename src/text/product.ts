/** The product's names and page titles, from the spec (§9) and product.md. */
export const PRODUCT_NAME = 'Battle Cats Codex'
export const PRODUCT_SHORT_NAME = 'BC Codex'
export const DEFAULT_TITLE = `${PRODUCT_NAME} - Unit Database & Comparison Tool`
export const DEFAULT_DESCRIPTION =
  'The most accurate Battle Cats damage calculator and unit database: every cat form with true DPS counting talents, ultra talents, strengthen and every ability.'

export function pageTitle(part?: string): string {
  return part ? `${part} - ${PRODUCT_NAME}` : DEFAULT_TITLE
}
