import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness';
import { BANNER_OFFERS, BANNER_SIZE } from '../../gateway/content/banner-images';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe('banner images', () => {
  it('GET_BANNERS points at WebP images the gateway serves, each a real 320x160 WebP of a few KB', async () => {
    const banners = (await gw.call('GET_BANNERS', { query: { limit: 10, offset: 0 } })).body.result as Array<{ imageUrl: string; width: number; height: number }>;
    expect(banners).toHaveLength(10);
    for (const b of banners) {
      expect(b.imageUrl).toMatch(/^\/static\/banners\/\d+\.webp$/);
      const res = await gw.fetch(b.imageUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.length).toBeLessThan(8_000);
      expect([b.width, b.height]).toEqual([BANNER_SIZE.width, BANNER_SIZE.height]);
    }
  });

  it('serves the SVG art the images are drawn from, and 404 for any other name', async () => {
    const svg = await gw.fetch('/static/banners/1.svg');
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain(BANNER_OFFERS[0].headline);
    for (const name of [`${BANNER_OFFERS.length + 1}.webp`, '0.webp', '1.png', '..%2f1.webp', '1.webp.svg']) {
      const res = await gw.fetch(`/static/banners/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});
