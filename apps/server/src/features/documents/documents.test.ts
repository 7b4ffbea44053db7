import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hrDocumentSends, hrDocuments, media } from '../../db/schema/index';
import { simplePdf } from '../../seed/pdf';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';
import { parseCsv } from '../../../test/support/csv';
import {
  mailAttachment,
  mailHeader,
  mailPlainText,
  startSmtpPeer,
  waitForMails,
  type SmtpPeer,
} from '../../../test/fixtures/smtp';
import { nothingInFlight } from '../../../test/support/settled';

let t: TestContext;
let smtp: SmtpPeer;
let tokens: Record<'admin' | 'corporate' | 'manager' | 'storeWriter' | 'barista', string>;

const PDF = simplePdf('Employee Handbook', ['Welcome to Dripp.']);
const pdfUrl = (bytes: Buffer = PDF) => `data:application/pdf;base64,${bytes.toString('base64')}`;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const call = apiCaller(() => t);
const docs = () => t.db.select().from(hrDocuments);
const mediaRows = () => t.db.select().from(media);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Small limits: documents share the image limit, here 64 KB.
  // Outside mails: 12 per person per hour, so the quota is reached with a few sends.
  t = await startTestApp({ SMTP_URL: smtp.url, MEDIA_MAX_IMAGE_MB: String(64 / 1024), MAIL_PER_PERSON_HOUR: '12' });
  const store = (await makeStore(t.db)).id;
  await makeRole(t.db, 'ROLE_STORE_DOCS', [
    'documents-forms-view',
    'documents-forms-create',
    'documents-forms-edit',
    'documents-forms-delete',
  ]);
  tokens = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    corporate: { baseRoles: ['ROLE_CORPORATE'] },
    manager: { links: [{ storeId: store, role: 'ROLE_MANAGER' }] },
    storeWriter: { links: [{ storeId: store, role: 'ROLE_STORE_DOCS' }] },
    barista: { links: [{ storeId: store, role: 'ROLE_BARISTA' }] },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.delete(hrDocumentSends);
  await t.db.delete(hrDocuments);
  await t.db.delete(media);
  smtp.mails.length = 0;
});

async function upload(
  title = 'Employee Handbook',
  file = pdfUrl(),
  filename = 'handbook.pdf',
  token = tokens.corporate,
) {
  return call('POST', '/api/documents', token, { title, file, filename });
}

describe('corporate writes HR documents', () => {
  it('uploads a PDF, lists it, renames it and deletes it with its file', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(200);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      title: 'Employee Handbook',
      file: 'handbook.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    expect(doc.url).toBe(`/api/documents/files/${doc.id}/download`);

    const list = await call('GET', '/api/documents', tokens.manager);
    expect(list.json().data).toEqual([doc]);
    expect((await call('GET', `/api/documents/${doc.id}`, tokens.manager)).json().data).toEqual(doc);

    const put = await call('PUT', `/api/documents/${doc.id}`, tokens.admin, { title: 'Handbook 2025' });
    expect(put.json().data.title).toBe('Handbook 2025');

    const del = await call('DELETE', `/api/documents/${doc.id}`, tokens.corporate);
    expect(del.json().message).toBe('Successfully removed document');
    expect(await docs()).toHaveLength(0);
    expect(await mediaRows()).toHaveLength(0);
  });

  it('refuses a renamed executable, HTML, an oversize file and a blank title; nothing stored', async () => {
    const exe = await upload('Setup', `data:application/pdf;base64,${EXE.toString('base64')}`, 'form.pdf');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().message).toMatch(/not allowed/);
    expect(
      (await upload('Page', `data:application/pdf;base64,${HTML.toString('base64')}`, 'page.pdf')).statusCode,
    ).toBe(422);
    const big = simplePdf(
      'Big',
      Array.from({ length: 3000 }, (_, i) => `Line ${i} of a long handbook`),
    );
    expect((await upload('Big', pdfUrl(big), 'big.pdf')).statusCode).toBe(413);
    expect((await upload('  ')).statusCode).toBe(422);
    expect(await docs()).toHaveLength(0);
    expect(await mediaRows()).toHaveLength(0);
  });

  it('refuses writes without a token (401), from a store-level grant and without the permission (403); nothing changes', async () => {
    expect((await upload('X', pdfUrl(), 'x.pdf', '')).statusCode).toBe(401);
    expect((await upload('X', pdfUrl(), 'x.pdf', tokens.storeWriter)).statusCode).toBe(403);
    expect((await upload('X', pdfUrl(), 'x.pdf', tokens.manager)).statusCode).toBe(403);
    const id = (await upload()).json().data.id;
    const before = await docs();
    expect((await call('PUT', `/api/documents/${id}`, undefined, { title: 'Y' })).statusCode).toBe(401);
    expect((await call('PUT', `/api/documents/${id}`, tokens.storeWriter, { title: 'Y' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/documents/${id}`, tokens.storeWriter)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/documents/${id}`, tokens.manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/documents/${id}`)).statusCode).toBe(401);
    expect(await docs()).toEqual(before);
    expect(await mediaRows()).toHaveLength(1);
  });

  it('refuses reading without a token (401) or without documents-forms-view (403)', async () => {
    const id = (await upload()).json().data.id;
    expect((await call('GET', '/api/documents')).statusCode).toBe(401);
    expect((await call('GET', '/api/documents', tokens.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/documents/${id}`, tokens.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/documents/files/${id}/link`, tokens.barista)).statusCode).toBe(403);
  });
});

describe('downloads', () => {
  it('serves the file as an attachment with its real type through a short-lived link for that one document', async () => {
    const id = (await upload()).json().data.id;
    const other = (await upload('W-4', pdfUrl(), 'w4.pdf')).json().data.id;
    const link = await call('GET', `/api/documents/files/${id}/link`, tokens.manager);
    expect(link.statusCode).toBe(200);
    const { url, expiresIn } = link.json().data;
    expect(expiresIn).toBeLessThanOrEqual(600);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="handbook.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);

    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/documents/files/${other}/download?token=${token}` })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/files/${id}/download` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/documents/files/${id}/download?token=nope` })).statusCode,
    ).toBe(401);
    // Only a download token opens a file: a session token in the query never does, whoever holds it.
    for (const session of [tokens.manager, tokens.admin, tokens.barista]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/documents/files/${id}/download?token=${session}` })).statusCode,
      ).toBe(401);
    }
    // A download token is no session: it opens no other route.
    expect((await call('GET', '/api/documents', token)).statusCode).toBe(401);
  });

  it('keeps the file off the public media address', async () => {
    await upload();
    const [row] = await mediaRows();
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${row!.id}/${row!.filename}` })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/media/${row!.id}/${row!.filename}`, tokens.admin)).statusCode).toBe(404);
    expect(await mediaRows()).toHaveLength(1);
  });
});

describe('POST /api/documents/send', () => {
  it('mails the chosen documents as attachments, one mail per address, and records the send', async () => {
    const id = (await upload()).json().data.id;
    const w4 = simplePdf('W-4', ['Employee withholding certificate']);
    const id2 = (await upload('W-4', pdfUrl(w4), 'w4.pdf')).json().data.id;
    const res = await call('POST', '/api/documents/send', tokens.manager, {
      emails: 'new.hire@example.test, parent@example.test',
      ids: `${id},${id2}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Successfully sent documents', data: { sent: 2 } });
    const mails = await waitForMails(smtp, 2);
    expect(mails.map((m) => m.recipients)).toEqual([['new.hire@example.test'], ['parent@example.test']]);
    for (const mail of mails) {
      expect(mailHeader(mail.raw, 'Subject')).toBe('Dripp documents (2)');
      expect(mailAttachment(mail.raw, 'handbook.pdf')?.equals(PDF)).toBe(true);
      expect(mailAttachment(mail.raw, 'w4.pdf')?.equals(w4)).toBe(true);
    }
    const [sent] = await t.db.select().from(hrDocumentSends);
    expect(sent).toMatchObject({ emails: ['new.hire@example.test', 'parent@example.test'], documentIds: [id, id2] });
  });

  it('refuses bad addresses, too many recipients, unknown ids, no token and no permission; nothing sent or recorded', async () => {
    const id = (await upload()).json().data.id;
    const bad = await call('POST', '/api/documents/send', tokens.manager, {
      emails: 'a@example.test,not-an-email',
      ids: String(id),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/not-an-email/);
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@example.test`).join(',');
    expect(
      (await call('POST', '/api/documents/send', tokens.manager, { emails: many, ids: String(id) })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/api/documents/send', tokens.manager, { emails: 'a@example.test', ids: '' })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/api/documents/send', tokens.manager, { emails: 'a@example.test', ids: `${id},999999` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/documents/send', undefined, { emails: 'a@example.test', ids: String(id) })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/documents/send', tokens.barista, { emails: 'a@example.test', ids: String(id) }))
        .statusCode,
    ).toBe(403);
    await nothingInFlight(t, smtp);
    expect(smtp.mails).toHaveLength(0);
    expect(await t.db.select().from(hrDocumentSends)).toHaveLength(0);
  });
});

describe('POST /api/documents/send/preview', () => {
  it('answers the mail each address would get, as Send then mails it, and sends and records nothing', async () => {
    const id = (await upload()).json().data.id;
    const w4 = simplePdf('W-4', ['Employee withholding certificate']);
    const id2 = (await upload('W-4', pdfUrl(w4), 'w4.pdf')).json().data.id;
    const fields = { emails: 'new.hire@example.test, parent@example.test', ids: `${id2},${id}` };
    const res = await call('POST', '/api/documents/send/preview', tokens.manager, fields);
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({
      to: [
        { name: '', email: 'new.hire@example.test' },
        { name: '', email: 'parent@example.test' },
      ],
      cc: [],
      subject: 'Dripp documents (2)',
      files: [
        { name: 'w4.pdf', size: w4.length, url: null },
        { name: 'handbook.pdf', size: PDF.length, url: null },
      ],
      eachApart: true,
    });
    expect(preview.text).toContain('- W-4\n- Employee Handbook');
    await nothingInFlight(t, smtp);
    expect(smtp.mails).toHaveLength(0);
    expect(await t.db.select().from(hrDocumentSends)).toHaveLength(0);

    expect((await call('POST', '/api/documents/send', tokens.manager, fields)).statusCode).toBe(200);
    const [mail] = await waitForMails(smtp, 2);
    expect(mailHeader(mail!.raw, 'Subject')).toBe(preview.subject);
    expect(mailPlainText(mail!.raw).replace(/\r\n/g, '\n').trim()).toBe(preview.text.trim());
  });

  it('takes the permission of the send and refuses what the send would', async () => {
    const id = (await upload()).json().data.id;
    const url = '/api/documents/send/preview';
    const fields = { emails: 'a@example.test', ids: String(id) };
    expect((await call('POST', url, undefined, fields)).statusCode).toBe(401);
    expect((await call('POST', url, tokens.barista, fields)).statusCode).toBe(403);
    expect((await call('POST', url, tokens.manager, { ...fields, emails: 'not-an-email' })).statusCode).toBe(422);
    expect((await call('POST', url, tokens.manager, { ...fields, ids: `${id},999999` })).statusCode).toBe(404);
  });
});

describe('GET /api/documents/export', () => {
  it('downloads the list as the HR Documents page shows it, with formulas neutralised', async () => {
    await upload('=HYPERLINK("http://x","y")');
    await upload('Employee Handbook');
    const res = await call('GET', '/api/documents/export', tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hr-documents.csv"');
    expect(parseCsv(res.body)).toEqual([
      ['Title', 'Filename', 'Size (bytes)', 'Type'],
      ['\'=HYPERLINK("http://x","y")', 'handbook.pdf', String(PDF.length), 'application/pdf'],
      ['Employee Handbook', 'handbook.pdf', String(PDF.length), 'application/pdf'],
    ]);
  });

  it('is refused as the list is: 401 without a token, 403 without a documents permission', async () => {
    expect((await call('GET', '/api/documents/export', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/documents/export', tokens.barista)).statusCode).toBe(403);
    expect((await call('GET', '/api/documents', tokens.barista)).statusCode).toBe(403);
    expect((await call('GET', '/api/documents/export', tokens.storeWriter)).statusCode).toBe(200);
  });
});

describe('outside mail quota', () => {
  it('answers 429 with a clear message once a person would pass their mails per hour, sending none of that request', async () => {
    const id = (await upload()).json().data.id;
    const ten = Array.from({ length: 10 }, (_, i) => `p${i}@example.test`).join(',');
    const first = await call('POST', '/api/documents/send', tokens.admin, { emails: ten, ids: String(id) });
    expect(first.statusCode).toBe(200);
    await waitForMails(smtp, 10);
    const over = await call('POST', '/api/documents/send', tokens.admin, {
      emails: 'a@example.test,b@example.test,c@example.test',
      ids: String(id),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^Mail limit reached: you may send up to 12 outside mails an hour \(10 sent\); try again in \d+ minutes?$/,
    );
    const rest = await call('POST', '/api/documents/send', tokens.admin, {
      emails: 'a@example.test,b@example.test',
      ids: String(id),
    });
    expect(rest.statusCode).toBe(200);
    await waitForMails(smtp, 12);
    await nothingInFlight(t, smtp);
    expect(smtp.mails).toHaveLength(12);
    expect(await t.db.select().from(hrDocumentSends)).toHaveLength(2);
  });
});
