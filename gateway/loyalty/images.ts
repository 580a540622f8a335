import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../http/gateway-error';

/** Every reward picture is drawn at this size; the API sends it so the page reserves the space. */
export const IMAGE_WIDTH = 160;
export const IMAGE_HEIGHT = 120;

const frame = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 160 120"><rect width="160" height="120" rx="12" fill="${bg}"/>${body}</svg>`;

/**
 * Small flat pictures of the sandbox catalogue, one per kind of reward (no words, so nothing to translate; the
 * cashback coin carries "Rs", the currency sign every page writes, drawn as strokes).
 */
const pictures: Record<string, string> = {
  data: frame('#e0f2fe', '<path d="M50 80 a42 42 0 0 1 60 0" stroke="#0369a1" stroke-width="8" fill="none"/><path d="M62 92 a24 24 0 0 1 36 0" stroke="#0369a1" stroke-width="8" fill="none"/><circle cx="80" cy="100" r="6" fill="#0369a1"/><path d="M38 68 a60 60 0 0 1 84 0" stroke="#7dd3fc" stroke-width="8" fill="none"/>'),
  minutes: frame('#dcfce7', '<rect x="60" y="22" width="40" height="76" rx="8" fill="#15803d"/><rect x="66" y="32" width="28" height="48" fill="#bbf7d0"/><circle cx="80" cy="89" r="4" fill="#bbf7d0"/>'),
  voucher: frame('#fef3c7', '<path d="M30 40 h100 v14 a8 8 0 0 0 0 16 v14 h-100 v-14 a8 8 0 0 0 0 -16z" fill="#b45309"/><path d="M62 46 v32" stroke="#fde68a" stroke-width="3" stroke-dasharray="4 4"/>'),
  coffee: frame('#f5e6da', '<path d="M52 50 h48 v28 a18 18 0 0 1 -18 18 h-12 a18 18 0 0 1 -18 -18z" fill="#7c3f16"/><path d="M100 56 h8 a10 10 0 0 1 0 20 h-8" stroke="#7c3f16" stroke-width="6" fill="none"/><path d="M66 30 q6 8 0 14 M80 30 q6 8 0 14" stroke="#a16207" stroke-width="3" fill="none"/>'),
  food: frame('#fee2e2', '<circle cx="80" cy="64" r="34" fill="#fff" stroke="#b91c1c" stroke-width="6"/><path d="M40 30 v60 M34 30 v20 a6 6 0 0 0 12 0 v-20 M122 30 v60" stroke="#b91c1c" stroke-width="5" fill="none"/>'),
  cinema: frame('#ede9fe', '<rect x="36" y="40" width="88" height="52" rx="6" fill="#6d28d9"/><path d="M36 40 l14 -14 h20 l-14 14 M70 40 l14 -14 h20 l-14 14" fill="#a78bfa"/><path d="M72 56 l18 10 l-18 10z" fill="#ede9fe"/>'),
  cashback: frame('#ecfccb', '<circle cx="80" cy="60" r="32" fill="#4d7c0f"/><circle cx="80" cy="60" r="22" fill="none" stroke="#d9f99d" stroke-width="4"/><path d="M68 71 v-22 h7 a5.5 5.5 0 0 1 0 11 h-7 M74 60 l6 11 M95 59 a4 3 0 1 0 -4 4 a4 3 0 1 1 -5 4.5" stroke="#d9f99d" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'),
  gadget: frame('#f1f5f9', '<path d="M48 64 v-8 a32 32 0 0 1 64 0 v8" stroke="#334155" stroke-width="7" fill="none"/><rect x="40" y="60" width="18" height="30" rx="6" fill="#334155"/><rect x="102" y="60" width="18" height="30" rx="6" fill="#334155"/>'),
};

export const imageNames = Object.keys(pictures);

/** The URL path of a picture of the catalogue. */
export const imagePath = (name: string) => `/static/loyalty/${name}.svg`;

/** The image object of the API for a picture. */
export const imageOf = (baseUrl: string, name: string) => ({ url: `${baseUrl}${imagePath(name)}`, width: IMAGE_WIDTH, height: IMAGE_HEIGHT });

/** Serves the catalogue's pictures (outside the registry: they are images, not API calls). */
export function loyaltyImageRoutes() {
  return (app: FastifyInstance): void => {
    app.get<{ Params: { name: string } }>('/static/loyalty/:name', async (req, reply) => {
      const key = req.params.name.replace(/\.svg$/, '');
      const svg = Object.hasOwn(pictures, key) ? pictures[key] : undefined;
      if (!svg || !req.params.name.endsWith('.svg')) throw new GatewayError(404, 'NOT_FOUND', `Image ${req.params.name} not found`);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });
  };
}
