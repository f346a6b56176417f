import { chromium } from 'playwright-core';
const [url, out, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
await page.goto(url!, { waitUntil: 'networkidle' });
await page.screenshot({ path: out!, fullPage: true });
console.log('final url', page.url(), await page.title());
await browser.close();
