/**
 * The site's icon, public/favicon.svg, written into each page's head as a data URL: as a file it was
 * one more request on every first load. The file stays for the manifest and the offline page.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#c2410c"/><path d="M8 12 10 6l4 4h4l4-4 2 6v8a8 8 0 0 1-8 8 8 8 0 0 1-8-8z" fill="#fff"/><circle cx="13" cy="17" r="1.6" fill="#1d1a16"/><circle cx="19" cy="17" r="1.6" fill="#1d1a16"/></svg>'

export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`
