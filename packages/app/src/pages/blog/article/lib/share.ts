/** Display names of the share targets an article's socialLinks usually point at, by host. */
const NETWORKS: Readonly<Record<string, string>> = {
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  'facebook.com': 'Facebook',
  'reddit.com': 'Reddit',
  'wa.me': 'WhatsApp',
  'api.whatsapp.com': 'WhatsApp',
  't.me': 'Telegram',
  'bsky.app': 'Bluesky',
};

/** The network a share link opens ("LinkedIn"), else its host name; null for a link that is not https. */
export function shareNetwork(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  return NETWORKS[host] ?? host;
}
