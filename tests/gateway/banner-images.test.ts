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
    // The art carries no words (they are text over it, in the reader's language: issue 30).
    expect(await svg.text()).not.toContain('<text');
    for (const name of [`${BANNER_OFFERS.length + 1}.webp`, '0.webp', '1.png', '..%2f1.webp', '1.webp.svg']) {
      const res = await gw.fetch(`/static/banners/${name}`);
      expect(res.status, name).toBe(404);
    }
  });

  it('each banner leads to where its offer is taken up (not all to the landing they sit on), with its own art, in both languages (issue 30)', async () => {
    const en = (await gw.call('GET_BANNERS', { query: { limit: 10, offset: 0 } })).body.result as Array<{ title: string; headline: string; link: string; imageUrl: string }>;
    const links = en.map((b) => b.link);
    expect(new Set(links).size).toBeGreaterThanOrEqual(8);
    expect(links).toEqual(expect.arrayContaining(['/profile/recharge', '/loyalty', '/web/pre-checkout?sim=esim', '/web/pre-checkout?number=port-in', '/web/pre-checkout?filter=monthly']));
    const arts = await Promise.all(en.map(async (_, i) => (await gw.fetch(`/static/banners/${i + 1}.svg`)).text()));
    expect(new Set(arts.map((a) => a.replace(/#[0-9a-f]{6}/g, ''))).size).toBe(arts.length);
    expect(en.every((b) => b.headline && b.title)).toBe(true);
    const ur = (await gw.call('GET_BANNERS', { query: { limit: 10, offset: 0 }, headers: { 'accept-language': 'ur' } })).body.result as Array<{ title: string; headline: string }>;
    expect(ur.filter((b) => /[A-Za-z]/.test(b.headline.replace(/eSIM/g, '')))).toEqual([]);
    expect(ur[0]?.headline).toBe('دگنا ڈیٹا');
  });
});
