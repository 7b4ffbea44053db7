import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookCategories, addressBookEntries, keyReleases, serviceTickets, stores } from '../db/schema/index';
import { detectMediaType } from '../platform/media/detect';
import { bearer, startTestApp, TEST_SECRET, tokenFor, type TestContext } from '../../test/harness';
import { demoUserId, seedDemoChain } from './demo';
import { DEMO_ADDRESS_BOOK_CATEGORIES, DEMO_HR_DOCUMENTS } from './management';
import { simplePdf } from './pdf';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET, t.config);
});
afterAll(() => t.close());

describe('management demo data', () => {
  it('seeds the categories, two or three providers per store, a ticket and key rows per store', async () => {
    const storeCount = (await t.db.select().from(stores)).length;
    expect((await t.db.select().from(addressBookCategories)).map((c) => c.name).sort()).toEqual(
      [...DEMO_ADDRESS_BOOK_CATEGORIES].sort(),
    );
    const entries = await t.db.select().from(addressBookEntries);
    for (const store of await t.db.select().from(stores)) {
      const n = entries.filter((e) => e.storeId === store.id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(3);
    }
    expect(await t.db.select().from(serviceTickets)).toHaveLength(storeCount);
    expect((await t.db.select().from(keyReleases)).length).toBe(storeCount * 2);
  });

  it('seeds the four HR documents as real PDFs that a manager can download', async () => {
    const manager = tokenFor(t.app, { id: await demoUserId(t.db, 'manager1'), username: 'manager1' });
    const list = await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(manager) });
    const docs = list.json().data as { id: number; title: string }[];
    expect(docs.map((d) => d.title).sort()).toEqual(DEMO_HR_DOCUMENTS.map((d) => d.title).sort());
    for (const doc of docs) {
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/documents/files/${doc.id}/link`,
        headers: bearer(manager),
      });
      const file = await t.app.inject({ method: 'GET', url: link.json().data.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await detectMediaType(file.rawPayload))?.ext).toBe('pdf');
    }
  });

  it('writes PDFs whose cross-reference offsets point at their objects', () => {
    const pdf = simplePdf('Check (1)', ['a line']).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });
});
