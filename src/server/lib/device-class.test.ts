import { describe, expect, it } from 'vitest';
import { deviceClass, isLinkPreviewBot } from './device-class';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxTablet: 'Mozilla/5.0 (Android 13; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.29 Safari/537.36',
  curl: 'curl/8.5.0',
  wget: 'Wget/1.21.4',
  whatsappAndroid: 'WhatsApp/2.24.8.85 A',
  whatsappIos: 'WhatsApp/2.24.8.78 i',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  facebot: 'Facebot',
  imessage:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  twitterbot: 'Twitterbot/1.0',
  telegram: 'TelegramBot (like TwitterBot)',
  slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  slackbotPlain: 'Slackbot 1.0 (+https://api.slack.com/robots)',
  linkedin: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  skype: 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotMobile:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  genericCrawler: 'SomeCrawler/3.1 (+https://example.com/crawler)',
  spider: 'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
  facebookInApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E219 [FBAN/FBIOS;FBAV/458.0.0.41.110;FBBV/587000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/es_ES;FBOP/5]',
  instagramInApp:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 328.0.0.42.90 Android',
};

describe('isLinkPreviewBot', () => {
  it.each([
    'whatsappAndroid',
    'whatsappIos',
    'facebookexternalhit',
    'facebot',
    'imessage',
    'twitterbot',
    'telegram',
    'slackbot',
    'slackbotPlain',
    'linkedin',
    'discord',
    'skype',
    'googlebot',
    'googlebotMobile',
    'bingbot',
    'genericCrawler',
    'spider',
  ] as const)('%s is a link-preview bot', (name) => {
    expect(isLinkPreviewBot(ua[name])).toBe(true);
  });

  it.each([
    'iphoneSafari',
    'androidChrome',
    'androidFirefox',
    'samsungInternet',
    'cubotPhone',
    'ipad',
    'androidTablet',
    'windowsChrome',
    'windowsEdge',
    'macSafari',
    'linuxFirefox',
    'chromebook',
    'headlessChrome',
    'curl',
    'wget',
    'facebookInApp',
    'instagramInApp',
  ] as const)('%s is not a bot', (name) => {
    expect(isLinkPreviewBot(ua[name])).toBe(false);
  });

  it('treats a missing or empty user agent as a person, not a bot', () => {
    expect(isLinkPreviewBot('')).toBe(false);
    expect(isLinkPreviewBot('   ')).toBe(false);
    expect(isLinkPreviewBot(undefined)).toBe(false);
    expect(isLinkPreviewBot(null)).toBe(false);
  });
});

describe('deviceClass', () => {
  it.each([
    ['iphoneSafari', 'mobile'],
    ['androidChrome', 'mobile'],
    ['androidFirefox', 'mobile'],
    ['samsungInternet', 'mobile'],
    ['cubotPhone', 'mobile'],
    ['facebookInApp', 'mobile'],
    ['instagramInApp', 'mobile'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['firefoxTablet', 'tablet'],
    ['windowsChrome', 'desktop'],
    ['windowsEdge', 'desktop'],
    ['macSafari', 'desktop'],
    ['linuxFirefox', 'desktop'],
    ['chromebook', 'desktop'],
    ['headlessChrome', 'desktop'],
    ['curl', 'other'],
    ['wget', 'other'],
    ['whatsappAndroid', 'other'],
    ['googlebot', 'other'],
  ] as const)('%s → %s', (name, expected) => {
    expect(deviceClass(ua[name])).toBe(expected);
  });

  it('classes an empty or missing user agent as other', () => {
    expect(deviceClass('')).toBe('other');
    expect(deviceClass(undefined)).toBe('other');
    expect(deviceClass(null)).toBe('other');
  });
});
