export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'other';

/**
 * Link-preview fetchers and crawlers: they open a shared `/q/…` link to draw a card, and must
 * not count as scans. Apple's iMessage previews send "facebookexternalhit/1.1 Facebot
 * Twitterbot/1.0". HeadlessChrome is not listed (our browser tests drive it); curl and wget
 * are not bots either (they count, as 'other').
 */
const PREVIEW_BOTS =
  /whatsapp|facebookexternalhit|facebookcatalog|facebot|meta-externalagent|twitterbot|slackbot|telegrambot|linkedinbot|discordbot|skypeuripreview|googlebot|bingbot|applebot|redditbot|embedly|vkshare|mastodon|yahoo! slurp|baiduspider|google-pagerenderer|google-inspectiontool|mediapartners-google|bitlybot|iframely|outbrain|qwantify|w3c_validator/i;

/** Generic crawler words; "Cubot" is a phone maker, not a bot. */
const GENERIC_BOT = /bot\b|bot[/_-]|crawler|crawling|spider|preview|scraper|fetcher/i;
const NOT_A_BOT = /cubot/gi;

export function isLinkPreviewBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return false;
  if (PREVIEW_BOTS.test(ua)) return true;
  return GENERIC_BOT.test(ua.replace(NOT_A_BOT, ''));
}

const TABLET = /ipad|tablet(?! pc)|kindle|silk\/|playbook|nexus (7|9|10)\b/i;
const MOBILE = /mobi|iphone|ipod|windows phone|iemobile|blackberry|bb10|opera mini|webos/i;
const DESKTOP = /windows nt|macintosh|mac os x|x11|linux x86_64|linux i686|\bcros\b/i;

/**
 * A coarse device class from the user agent, for scan statistics. iPadOS Safari sends a
 * Macintosh user agent by default and is counted as desktop: it cannot be told apart.
 */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent?.trim() ?? '';
  if (!ua || isLinkPreviewBot(ua)) return 'other';
  if (TABLET.test(ua)) return 'tablet';
  if (/android/i.test(ua)) return /mobile/i.test(ua) ? 'mobile' : 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  if (DESKTOP.test(ua)) return 'desktop';
  return 'other';
}
