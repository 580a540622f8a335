import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';

/**
 * The offers of GET_BANNERS (sandbox content), the one source of their words, destination and art: `title` (the
 * link's words, also its accessible name), `headline` (the big words over the art), `link` (where the offer is
 * taken up: a plan filter, the eSIM or port-in start of the purchase, recharge, bundles, loyalty), `art` (the motif
 * drawn on the image) and the two colours of its background. The words are text the app lays over the image, in
 * the reader's language (gateway/seed/catalog-names-ur.ts), never drawn into it (issue 30). `shows` (issue 46): what
 * the link's page lists that makes good on the banner, in the catalogue's English words (the gateway words it in the
 * reader's language): a browser test follows every banner and looks for it there (tests/e2e/banner-targets.e2e.ts);
 * undefined where the page itself is the offer (rewards).
 */
export const BANNER_OFFERS = [
  { title: 'Double data on Monthly plans', headline: '2× data', link: '/web/pre-checkout?filter=monthly', art: 'data', colours: ['#0b5d5b', '#138a7e'], shows: 'Monthly Prepaid' },
  { title: 'Free eSIM: activate in minutes', headline: 'Free eSIM', link: '/web/pre-checkout?sim=esim', art: 'esim', colours: ['#3b2a7a', '#5b45b0'], shows: 'Monthly Prepaid' },
  { title: 'Keep your number: switch to Sitara', headline: 'Your number', link: '/web/pre-checkout?number=port-in', art: 'switch', colours: ['#7a3b12', '#b5651d'], shows: 'Monthly Prepaid' },
  { title: 'Recharge in seconds, by card or wallet', headline: 'Recharge', link: '/profile/recharge', art: 'bolt', colours: ['#1d5b2c', '#2e8b46'], shows: '1,000' },
  { title: 'Sitara Rewards: points on every recharge', headline: 'Rewards', link: '/loyalty', art: 'gift', colours: ['#6b5410', '#a07d14'], shows: undefined },
  { title: 'Group plan: four lines, one bill', headline: '4 lines, 1 bill', link: '/web/pre-checkout?filter=group', art: 'group', colours: ['#0b4a6f', '#1675a8'], shows: 'Group Prepaid' },
  { title: 'Annual plan: two months free', headline: '2 months free', link: '/web/pre-checkout?filter=annual', art: 'calendar', colours: ['#0b5d5b', '#2f7d32'], shows: 'Annual Prepaid' },
  // Issue 46: "GCC roaming" led to the bundles page, which sells no roaming bundle; the banner is gone until one is sold
  // (docs/decisions/2026-11-29-useful-dead-ends.md).
  { title: 'Golden numbers from Rs 7,500', headline: 'Golden numbers', link: '/web/pre-checkout', art: 'gem', colours: ['#5a2d82', '#7b48b0'], shows: 'Monthly Prepaid' },
  { title: 'Student plan: 20% off', headline: 'Students 20% off', link: '/web/pre-checkout?filter=special', art: 'cap', colours: ['#7a2e2e', '#a84444'], shows: 'Special Prepaid' },
  { title: 'Unlimited social add-on for Rs 300', headline: 'Unlimited social', link: '/web/pre-checkout?filter=monthly', art: 'chat', colours: ['#6b1f4a', '#a23572'], shows: 'Monthly Prepaid' },
  { title: 'Free delivery to your door', headline: 'Free delivery', link: '/web/pre-checkout', art: 'truck', colours: ['#1b2a4a', '#33497a'], shows: 'Monthly Prepaid' },
] as const;

/** Every banner image is 320×160 (2:1); the app shows them at that ratio with width and height set. */
export const BANNER_SIZE = { width: 320, height: 160 } as const;

/** Each offer's motif, drawn white on the end side of the image (x 190-310), where no words go. */
const MOTIFS: Record<(typeof BANNER_OFFERS)[number]['art'], string> = {
  data: '<g fill="#fff"><rect x="214" y="96" width="16" height="28" rx="3"/><rect x="238" y="78" width="16" height="46" rx="3"/><rect x="262" y="58" width="16" height="66" rx="3"/><rect x="286" y="36" width="16" height="88" rx="3" fill="#f5b700"/></g>',
  esim: '<g fill="none" stroke="#fff" stroke-width="6"><rect x="222" y="40" width="70" height="84" rx="12"/><path d="M242 64h30M242 82h30M242 100h30"/></g><circle cx="292" cy="40" r="10" fill="#f5b700"/>',
  switch: '<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="M210 62h80l-18-18M300 102h-80l18 18"/></g><circle cx="300" cy="62" r="8" fill="#f5b700"/>',
  bolt: '<path d="M266 28l-44 64h32l-10 44 46-66h-32z" fill="#f5b700"/><circle cx="256" cy="82" r="58" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>',
  gift: '<g fill="#fff"><rect x="218" y="70" width="84" height="56" rx="6"/><rect x="212" y="56" width="96" height="18" rx="4"/></g><path d="M254 56v70h12V56z" fill="#f5b700"/><path d="M260 56c-20-26-40-6-20 0M260 56c20-26 40-6 20 0" fill="none" stroke="#f5b700" stroke-width="6"/>',
  group: '<g fill="#fff"><circle cx="226" cy="66" r="14"/><circle cx="262" cy="56" r="16"/><circle cx="298" cy="66" r="14"/><path d="M204 120c0-20 10-32 22-32s22 12 22 32zM236 120c0-26 12-40 26-40s26 14 26 40zM276 120c0-20 10-32 22-32s22 12 22 32z"/></g><circle cx="262" cy="56" r="6" fill="#f5b700"/>',
  calendar: '<rect x="214" y="40" width="92" height="84" rx="10" fill="#fff"/><rect x="214" y="40" width="92" height="22" rx="10" fill="#f5b700"/><g fill="#16202a" fill-opacity=".5"><rect x="226" y="74" width="14" height="12"/><rect x="252" y="74" width="14" height="12"/><rect x="278" y="74" width="14" height="12"/><rect x="226" y="98" width="14" height="12"/><rect x="252" y="98" width="14" height="12"/></g>',
  gem: '<path d="M226 60l18-22h36l18 22-36 62z" fill="#f5b700"/><path d="M226 60h72M244 38l18 84 18-84" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  cap: '<path d="M204 74l56-26 56 26-56 26z" fill="#fff"/><path d="M226 86v22c0 10 68 10 68 0V86l-34 16z" fill="#fff" fill-opacity=".8"/><path d="M304 80v30" stroke="#f5b700" stroke-width="5"/><circle cx="304" cy="112" r="6" fill="#f5b700"/>',
  chat: '<path d="M212 44h64a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10h-40l-18 16v-16h-6a10 10 0 0 1-10-10V54a10 10 0 0 1 10-10z" fill="#fff"/><path d="M252 82h52a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8h-6v12l-14-12h-32a8 8 0 0 1-8-8V90a8 8 0 0 1 8-8z" fill="#f5b700"/>',
  truck: '<g fill="#fff"><rect x="206" y="58" width="66" height="48" rx="6"/><path d="M276 72h18l14 18v16h-32z"/></g><g fill="#f5b700"><circle cx="226" cy="112" r="10"/><circle cx="290" cy="112" r="10"/></g>',
};

/** Three backgrounds in turn, so neighbouring banners do not look like one template: rings, a band, a wave. */
const BACKDROPS = [
  '<circle cx="270" cy="80" r="96" fill="#fff" fill-opacity=".07"/><circle cx="270" cy="80" r="64" fill="#fff" fill-opacity=".07"/>',
  '<path d="M150 160L250 0h70v160z" fill="#fff" fill-opacity=".08"/>',
  '<path d="M0 120c60-30 120 30 180 0s100-40 140-10v50H0z" fill="#000" fill-opacity=".12"/>',
];

/**
 * A small SVG (about 1 KB) with no words in it: a two-colour gradient whose direction and backdrop change from
 * one banner to the next, and the offer's own motif at the end side.
 */
export function bannerSvg(index: number): string | undefined {
  const offer = BANNER_OFFERS[index];
  if (!offer) return undefined;
  const [from, to] = offer.colours;
  const [x2, y2] = index % 2 ? ['1', '0'] : ['1', '1'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" viewBox="0 0 320 160"><defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="160" fill="url(#g)"/>${BACKDROPS[index % BACKDROPS.length]}${MOTIFS[offer.art]}</svg>`;
}

/** The banners as the app shows them: the art above drawn into WebP by scripts/raster-images.ts (3.7-5.2 KB each). */
const BANNER_DIR = join(import.meta.dirname, 'banners');
export const bannerImagePath = (index: number) => `/static/banners/${index + 1}.webp`;

/** The image of banner file `name` (`<n>.webp`, or `<n>.svg` for the art it is drawn from), if there is one. */
function bannerFile(name: string): { type: string; body: string | Buffer } | undefined {
  const match = /^(\d{1,2})\.(svg|webp)$/.exec(name);
  const index = match ? Number(match[1]) - 1 : -1;
  if (!match || !BANNER_OFFERS[index]) return undefined;
  if (match[2] === 'svg') return { type: 'image/svg+xml', body: bannerSvg(index) as string };
  return { type: 'image/webp', body: readFileSync(join(BANNER_DIR, `${index + 1}.webp`)) };
}

/**
 * Static content the sandbox serves beside the registry: the banner images (/static/banners/<n>.webp, cached
 * for a day), and HTTP caching of the locale keys (SPEC §4: refetched after 120 minutes).
 */
export function contentRoutes(_services: Services) {
  return (app: FastifyInstance): void => {
    app.get<{ Params: { file: string } }>('/static/banners/:file', async (req, reply) => {
      const image = bannerFile(req.params.file);
      if (!image) return reply.code(404).type('application/json').send({ status: 404, code: 'NOT_FOUND', description: 'No such banner image' });
      return reply
        .type(image.type)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(image.body);
    });
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.method === 'GET' && reply.statusCode === 200 && req.url.startsWith('/v2/localisation/language/keys')) {
        reply.header('Cache-Control', 'public, max-age=7200');
        reply.header('Vary', 'Origin, Accept-Language');
      }
      return payload;
    });
  };
}
