/**
 * `npx tsx scripts/raster-images.ts`: draws SVG art into small raster files with Chromium's canvas:
 * - the sandbox's banners (gateway/content/banner-images.ts) into WebP under gateway/content/banners/, which the
 *   gateway serves;
 * - the logo mark (src/theme/logo-mark.svg) into src/theme/logo-mark.png, which the header shows.
 * A raster image is decoded once and painted as a bitmap; an SVG image is a document of its own that the page's
 * main thread draws again on every paint of its area (about 35 ms of a Lighthouse trace for the banner row and
 * 3-8 ms per paint for the logo, issue 14).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, testChromium } from './chromium-args';
import { BANNER_OFFERS, BANNER_SIZE, bannerSvg } from '../gateway/content/banner-images';

const out = join(import.meta.dirname, '..', 'gateway', 'content', 'banners');
const theme = join(import.meta.dirname, '..', 'src', 'theme');
mkdirSync(out, { recursive: true });

/** The SVG drawn at width×height into a data URL of `type` (image/webp, image/png). */
function draw(page: import('playwright-core').Page, svg: string, width: number, height: number, type: string): Promise<string> {
  return page.evaluate(
    async ({ svg, width, height, type }) => {
      const img = new Image(width, height);
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(img, 0, 0, width, height);
      return canvas.toDataURL(type, 0.82);
    },
    { svg, width, height, type },
  );
}
const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64');
const browser = await chromium.launch({ executablePath: testChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const [i] of BANNER_OFFERS.entries()) {
    const bytes = bytesOf(await draw(page, bannerSvg(i) as string, BANNER_SIZE.width, BANNER_SIZE.height, 'image/webp'));
    writeFileSync(join(out, `${i + 1}.webp`), bytes);
    console.log(`${i + 1}.webp ${bytes.length} bytes`);
  }
  // 64×64: sharp at the header's 28 CSS px on a 2x screen.
  const logo = bytesOf(await draw(page, readFileSync(join(theme, 'logo-mark.svg'), 'utf8'), 64, 64, 'image/png'));
  writeFileSync(join(theme, 'logo-mark.png'), logo);
  console.log(`logo-mark.png ${logo.length} bytes`);
} finally {
  await browser.close();
}
