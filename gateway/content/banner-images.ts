import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';

/** The offers of GET_BANNERS (sandbox content): title (also the image's alt text) and the two colours of its art. */
export const BANNER_OFFERS = [
  { title: 'Double data on Monthly plans', headline: '2× data', colours: ['#0b5d5b', '#138a7e'] },
  { title: 'Free eSIM: activate in minutes', headline: 'Free eSIM', colours: ['#3b2a7a', '#5b45b0'] },
  { title: 'Keep your number: switch to Sitara', headline: 'Your number', colours: ['#7a3b12', '#b5651d'] },
  { title: 'Group plan: four lines, one bill', headline: '4 lines, 1 bill', colours: ['#0b4a6f', '#1675a8'] },
  { title: 'Annual plan: two months free', headline: '2 months free', colours: ['#0b5d5b', '#2f7d32'] },
  { title: 'Unlimited social add-on for Rs 300', headline: 'Unlimited social', colours: ['#6b1f4a', '#a23572'] },
  { title: 'GCC roaming pack for travellers', headline: 'GCC roaming', colours: ['#24466b', '#3a6ea5'] },
  { title: 'Golden numbers from Rs 7,500', headline: 'Golden numbers', colours: ['#6b5410', '#a07d14'] },
  { title: 'Free delivery to your door', headline: 'Free delivery', colours: ['#1d5b2c', '#2e8b46'] },
  { title: 'Refer a friend, both get 5 GB', headline: 'Refer a friend', colours: ['#5a2d82', '#7b48b0'] },
  { title: 'Night data: midnight to 7 am free', headline: 'Night data', colours: ['#1b2a4a', '#33497a'] },
  { title: 'Student plan: 20% off', headline: 'Students 20% off', colours: ['#7a2e2e', '#a84444'] },
] as const;

/** Every banner image is 320×160 (2:1); the app shows them at that ratio with width and height set. */
export const BANNER_SIZE = { width: 320, height: 160 } as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small SVG (well under 1 KB): a two-colour gradient, a star mark, the offer's headline. */
export function bannerSvg(index: number): string | undefined {
  const offer = BANNER_OFFERS[index];
  if (!offer) return undefined;
  const [from, to] = offer.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" viewBox="0 0 320 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="160" rx="16" fill="url(#g)"/><circle cx="270" cy="40" r="70" fill="#fff" fill-opacity=".08"/><path d="M272 22l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#f5b700"/><text x="24" y="98" font-family="system-ui,sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(offer.headline)}</text><text x="24" y="128" font-family="system-ui,sans-serif" font-size="14" fill="#fff" fill-opacity=".9">Sitara Mobile</text></svg>`;
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
