/**
 * An address opened in the phone's maps: a Google Maps search address. On Android it opens the
 * Maps app, on iOS the Google Maps app when installed and the web map otherwise, and it works
 * on a desktop too; `geo:` URIs do nothing on iOS and desktop browsers.
 */
export function mapsUrl(address: string): string {
  return `https://maps.google.com/?q=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`;
}
