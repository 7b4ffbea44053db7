import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, daysAgo, launch, newPage, signIn, toast } from './support';
import { noisyPng } from './png';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('not a JPEG');
}

describe('uploads from the shift sheet', () => {
  it('shrinks a camera photo on the device to 2,048 px JPEG before it is sent', async () => {
    const { context, page } = await newPage(browser, PHONE, { touch: true });
    await signIn(page, 'manager1');
    await page.goto(`/check-lists/comm-sheet/1/${daysAgo(90)}`);
    const opening = section(page, 'Opening Shift');
    await opening.getByText('No team members yet').waitFor();
    // A touch screen is told to tap, not to drop or click.
    await opening.getByText('Tap to take or choose a photo or video').waitFor();
    const photo = noisyPng(3000, 2000);
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/comm-sheet/')) {
        sent.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    await opening.locator('input[type=file]').setInputFiles({ name: 'till.png', mimeType: 'image/png', buffer: photo });
    await opening.getByText('till.jpg').waitFor({ timeout: 60_000 });
    await opening.getByRole('button', { name: 'Save Opening Shift' }).click();
    await toast(page, 'Successfully saved new Communication Sheet');
    // The JSON that went up carries the shrunk photo, a fraction of the original.
    expect(sent).toHaveLength(1);
    expect(sent[0]!).toBeLessThan(photo.length / 2);
    const image = opening.getByRole('list', { name: 'Opening Shift media' }).getByRole('img', { name: 'till.jpg' });
    const url = await image.getAttribute('src');
    const stored = await page.request.get(url!);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    const body = await stored.body();
    expect(jpegSize(body)).toEqual({ width: 2048, height: 1365 });
    await context.close();
  }, 120_000);

  it('streams a video as multipart to the saved shift, with progress, and keeps an SVG as it is', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto(`/check-lists/comm-sheet/1/${daysAgo(91)}`);
    const mid = section(page, 'Mid Shift');
    await mid.getByText('No team members yet').waitFor();
    // 24 MB: more than a JSON body may hold, well within the video limit.
    const video = Buffer.alloc(24 * 1024 * 1024);
    video.writeUInt32BE(24, 0);
    video.write('ftypmp42', 4);
    video.write('mp42isom', 16);
    await mid.locator('input[type=file]').setInputFiles({ name: 'fridge.mp4', mimeType: 'video/mp4', buffer: video });
    await mid.getByText('fridge.mp4').waitFor();
    // A slow uplink (4 MB/s) keeps the upload going long enough to see its progress.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    const streamed = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/uploads/comm-sheet/'));
    await mid.getByRole('button', { name: 'Save Mid Shift' }).click();
    const request = await streamed;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await mid.getByRole('progressbar', { name: 'Upload progress of fridge.mp4' }).waitFor();
    await toast(page, 'Successfully saved new Communication Sheet');
    const media = mid.getByRole('list', { name: 'Mid Shift media' });
    await media.locator('video[aria-label="fridge.mp4"]').waitFor();

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><rect width="4000" height="4000"/></svg>',
    );
    await mid.locator('input[type=file]').setInputFiles({ name: 'plan.svg', mimeType: 'image/svg+xml', buffer: svg });
    await mid.getByText('plan.svg').waitFor();
    await mid.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(page, 'Successfully updated Communication Sheet');
    const src = await media.getByRole('img', { name: 'plan.svg' }).getAttribute('src');
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/svg+xml');
    await context.close();
  }, 120_000);
});
