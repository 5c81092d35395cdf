/**
 * How names are matched: case folded, full-width letters and signs read as
 * their ASCII forms (NFKC: "＆" is "&"), and Greek letters as their English
 * names, since players type "alpha" for "α" (15.0.1 names use α β γ δ ζ κ μ
 * ν ξ π σ φ χ ψ).
 */
const GREEK_NAMES: Readonly<Record<string, string>> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  ι: 'iota',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  ο: 'omicron',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  ς: 'sigma',
  τ: 'tau',
  υ: 'upsilon',
  φ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
}
const GREEK = /[α-ω]/g
// Every name is keyed once, whatever the number of renders that ask.
const keys = new Map<string, string>()

export function searchKey(text: string): string {
  let key = keys.get(text)
  if (key === undefined) {
    // eslint-disable-next-line no-control-regex -- only names with characters past ASCII need the slow path
    key = /^[\x00-\x7f]*$/.test(text)
      ? text.toLowerCase()
      : text
          .normalize('NFKC')
          .toLowerCase()
          .replace(GREEK, (letter) => GREEK_NAMES[letter] ?? letter)
    if (keys.size < 10_000) keys.set(text, key)
  }
  return key
}
