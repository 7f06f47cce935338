#!/usr/bin/env node
// Renders the app icons in public/icons from public/favicon.svg with Chromium (the same browser
// the e2e tests use), so the PNGs always match the favicon. Run it after changing the favicon:
// `node scripts/make-icons.mjs`. The PNGs are committed; the build does not run this.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const background = '#0b4f8a'; // --color-primary, the favicon's own tile colour
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * `any` icons are the favicon's rounded tile edge to edge; the maskable one fills the square
 * with the tile colour and keeps the glyph inside the central 60 %, within the 80 % safe zone
 * every launcher mask leaves visible.
 */
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.6) : size;
    const glyph = svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? background : 'transparent'}">${glyph}</body>`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
