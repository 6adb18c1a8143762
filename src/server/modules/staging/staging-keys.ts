/** Extension of a stored staged image, from the provider's content type. */
const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Where a render's image is stored: public (approved ones are shown on the microsite, unapproved
 * ones only reached through the member's API by their unguessable render id), under the listing's
 * prefix so deleting the listing removes it. One key per render, so a repeated save overwrites.
 */
export function stagedImageKey(listingId: string, renderId: string, contentType: string): string {
  return `listings/${listingId}/staging/${renderId}.${extensions[contentType] ?? 'jpg'}`;
}
