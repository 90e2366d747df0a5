import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface BundleSize {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
}

/**
 * The gzip size of the JavaScript and CSS a browser really loads for `/` (lazy route chunks
 * included), measured by loading the page in Chromium and gzipping each response body.
 */
export async function benchBundleSize(url: string): Promise<BundleSize> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage();
    let measuring = true;
    const bodies: Promise<{ url: string; type: string; gzip: number } | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length }),
          (error: unknown) => {
            // Only a response that came after the count (its body went with the browser).
            if (measuring) throw error;
            return undefined;
          },
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Responses keep arriving while earlier bodies are read: wait until none is new.
    for (let counted = -1; counted !== bodies.length;) {
      counted = bodies.length;
      await Promise.all(bodies);
    }
    measuring = false;
    const loaded = (await Promise.all(bodies)).filter((file) => file !== undefined);
    const sum = (type: string) =>
      loaded.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
    return {
      jsGzipBytes: sum('script'),
      cssGzipBytes: sum('stylesheet'),
      files: loaded.map((file) => new URL(file.url).pathname),
    };
  } finally {
    await browser.close();
  }
}
