/**
 * `npx tsx scripts/banner-images.ts`: draws the sandbox's banner art (gateway/content/banner-images.ts) into
 * small WebP files under gateway/content/banners/, which the gateway serves. A raster image is decoded off the
 * main thread and painted as a bitmap; an SVG image is a document of its own that the page's main thread lays
 * out and paints (about 35 ms of a Lighthouse trace for the landing's banner row, issue 14).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BANNER_OFFERS, BANNER_SIZE, bannerSvg } from '../gateway/content/banner-images';

const out = join(import.meta.dirname, '..', 'gateway', 'content', 'banners');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
try {
  const page = await browser.newPage();
  for (const [i] of BANNER_OFFERS.entries()) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height }) => {
        const img = new Image(width, height);
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(img, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.82);
      },
      { svg: bannerSvg(i) as string, ...BANNER_SIZE },
    );
    const bytes = Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
    writeFileSync(join(out, `${i + 1}.webp`), bytes);
    console.log(`${i + 1}.webp ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
