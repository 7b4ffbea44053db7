import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressBookEntries, media, serviceTickets } from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';
import { mailHeader, mailPlainText, startSmtpPeer, waitForMails, type SmtpPeer } from '../../../test/fixtures/smtp';
import { nothingInFlight } from '../../../test/support/settled';

let t: TestContext;
let smtp: SmtpPeer;
let tokens: Record<'manager' | 'manager2' | 'viewer' | 'barista', string>;
let store1: number;
let store2: number;
let provider: number;
let noEmail: number;
let foreign: number;
const day = '2025-06-10';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photo = { file: `data:image/png;base64,${PNG.toString('base64')}`, filename: 'leak.png' };

const call = apiCaller(() => t);
const tickets = () => t.db.select().from(serviceTickets);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  store1 = (await makeStore(t.db, { title: 'Pearl District', number: '101', email: 'store101@dripp.example' })).id;
  store2 = (await makeStore(t.db, { title: 'Hawthorne', number: '102' })).id;
  await makeRole(t.db, 'ROLE_TICKET_VIEWER', ['service-providers-view']);
  tokens = await signedInPeople(t, {
    manager: { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] },
    manager2: { links: [{ storeId: store2, role: 'ROLE_MANAGER' }] },
    viewer: { links: [{ storeId: store1, role: 'ROLE_TICKET_VIEWER' }] },
    barista: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
  });
  const rows = await t.db
    .insert(addressBookEntries)
    .values([
      { storeId: store1, name: 'Bean Machine Repair', email: 'service@beanmachine.example' },
      { storeId: store1, name: 'Phone-only Plumbing', email: null },
      { storeId: store2, name: 'Hawthorne HVAC', email: 'hvac@example.test' },
    ])
    .returning();
  [provider, noEmail, foreign] = rows.map((r) => r.id) as [number, number, number];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.delete(media);
  await t.db.delete(serviceTickets);
  smtp.mails.length = 0;
});

const body = {
  urgency: 2,
  description: '<p>The <strong>steam wand</strong> leaks.</p><script>alert(1)</script>',
  request_by: 'Maria Alvarez',
  address_book_id: 0 as number | null,
};

async function create(storeId = store1, extra: object = {}, token = tokens.manager) {
  return call('POST', `/api/service-ticket/${storeId}/${day}`, token, { ...body, address_book_id: provider, ...extra });
}

describe('GET /api/service-ticket/{storeId}/{date}', () => {
  it('answers an empty ticket for a day without one, and the saved ticket after a create', async () => {
    const empty = await call('GET', `/api/service-ticket/${store1}/${day}`, tokens.viewer);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({
      id: null,
      urgency: 1,
      description: '',
      requestBy: '',
      addressBookId: null,
      files: [],
      sent: null,
    });
    await create(store1, photo);
    const saved = (await call('GET', `/api/service-ticket/${store1}/${day}`, tokens.viewer)).json().data;
    expect(saved).toMatchObject({ urgency: 2, requestBy: 'Maria Alvarez', addressBookId: provider, sent: null });
    expect(saved.description).toBe('<p>The <strong>steam wand</strong> leaks.</p>');
    expect(saved.files).toHaveLength(1);
  });

  it('refuses 401, another store and a missing permission', async () => {
    expect((await call('GET', `/api/service-ticket/${store1}/${day}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/service-ticket/${store1}/${day}`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/service-ticket/${store1}/${day}`, tokens.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/service-ticket/${store1}/2025-02-30`, tokens.manager)).statusCode).toBe(422);
  });
});

describe('POST /api/service-ticket/{storeId}/{date}', () => {
  it('creates once; a second create of the day is a 409', async () => {
    expect((await create()).statusCode).toBe(200);
    expect((await create()).statusCode).toBe(409);
    expect(await tickets()).toHaveLength(1);
  });

  it('refuses 401, another store, a viewer without help-desk-history-create, another store’s provider and a wrong file; nothing stored', async () => {
    expect((await create(store1, {}, '')).statusCode).toBe(401);
    expect((await create(store2)).statusCode).toBe(403);
    expect((await create(store1, {}, tokens.viewer)).statusCode).toBe(403);
    const other = await create(store1, { address_book_id: foreign });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.address_book_id).toBeDefined();
    const html = await create(store1, {
      file: `data:image/png;base64,${Buffer.from('<html>hi</html>').toString('base64')}`,
      filename: 'x.png',
    });
    expect(html.statusCode).toBe(422);
    expect((await create(store1, { urgency: 3 })).statusCode).toBe(422);
    expect(await tickets()).toHaveLength(0);
    expect(await t.db.select().from(media)).toHaveLength(0);
  });
});

describe('PUT /api/service-ticket/{id}', () => {
  it('saves changes, and adds a photo', async () => {
    const id = (await create()).json().data.id;
    const res = await call('PUT', `/api/service-ticket/${id}`, tokens.manager, {
      action: 'save',
      urgency: 1,
      request_by: 'Tom',
      ...photo,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Successfully updated Service Ticket',
      data: { urgency: 1, requestBy: 'Tom', sent: null },
    });
    expect(res.json().data.files).toHaveLength(1);
    expect(smtp.mails).toHaveLength(0);
  });

  it('sends the ticket to the provider with the store in copy, and records who sent it when', async () => {
    const id = (await create(store1, photo)).json().data.id;
    const res = await call('PUT', `/api/service-ticket/${id}`, tokens.manager, { action: 'send' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully submitted Service Ticket');
    const sent = res.json().data.sent;
    expect(sent.to).toBe('service@beanmachine.example');
    expect(Date.now() - Date.parse(sent.at)).toBeLessThan(60_000);
    expect(sent.by).toMatch(/^Test /);

    const [mail] = await waitForMails(smtp, 1);
    expect(mail!.recipients.sort()).toEqual(['service@beanmachine.example', 'store101@dripp.example']);
    expect(mailHeader(mail!.raw, 'To')).toContain('service@beanmachine.example');
    expect(mailHeader(mail!.raw, 'Cc')).toContain('store101@dripp.example');
    expect(mailHeader(mail!.raw, 'Subject')).toMatch(/CRITICAL: Service request from Pearl District/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    const text = mailPlainText(mail!.raw);
    expect(text).toContain('Urgency: Critical');
    expect(text).toContain('Requested by: Maria Alvarez');
    expect(text).toContain('The steam wand leaks.');
    expect(text).toMatch(/http:\/\/portal\.test\/api\/media\/[0-9a-f]{32}\/leak\.png/);
    const row = (await tickets())[0]!;
    expect(row.sentTo).toBe('service@beanmachine.example');
  });

  it('mails once when Submit is tapped twice at the same moment', async () => {
    const id = (await create()).json().data.id;
    const [a, b] = await Promise.all([
      call('PUT', `/api/service-ticket/${id}`, tokens.manager, { action: 'send' }),
      call('PUT', `/api/service-ticket/${id}`, tokens.manager, { action: 'send' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data.sent).toEqual(a.json().data.sent);
    await waitForMails(smtp, 1);
    await nothingInFlight(t, smtp);
    expect(smtp.mails).toHaveLength(1);
  });

  it('refuses to send to a provider without an email (422) before anything is stored or sent', async () => {
    const id = (await create(store1, { address_book_id: noEmail })).json().data.id;
    const before = await tickets();
    const res = await call('PUT', `/api/service-ticket/${id}`, tokens.manager, {
      action: 'send',
      request_by: 'Changed',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Phone-only Plumbing has no email address/);
    expect(await tickets()).toEqual(before);
    await nothingInFlight(t, smtp);
    expect(smtp.mails).toHaveLength(0);
  });

  it('refuses 401, another store’s ticket, a viewer, and another store’s provider; the ticket is unchanged', async () => {
    const id = (await create()).json().data.id;
    const before = await tickets();
    expect((await call('PUT', `/api/service-ticket/${id}`, undefined, { action: 'send' })).statusCode).toBe(401);
    expect((await call('PUT', `/api/service-ticket/${id}`, tokens.manager2, { action: 'send' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/service-ticket/${id}`, tokens.viewer, { action: 'save', urgency: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/service-ticket/${id}`, tokens.manager, { action: 'send', address_book_id: foreign }))
        .statusCode,
    ).toBe(422);
    expect((await call('PUT', `/api/service-ticket/${id}`, tokens.manager, { action: 'launch' })).statusCode).toBe(422);
    expect(await tickets()).toEqual(before);
    expect(smtp.mails).toHaveLength(0);
  });

  it('lets only a ticket writer at the ticket’s store remove its photo', async () => {
    const res = await create(store1, photo);
    const url = res.json().data.files[0].url as string;
    expect((await call('DELETE', url, tokens.viewer)).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.manager2)).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.manager)).statusCode).toBe(200);
  });
});

describe('POST /api/service-ticket/{id}/preview', () => {
  it('answers the mail Submit would send with the fields on screen, as the send then mails it', async () => {
    const id = (await create(store1, photo)).json().data.id;
    const res = await call('POST', `/api/service-ticket/${id}/preview`, tokens.manager, {
      urgency: 1,
      description: '<p>The grinder jams.</p><img src=x onerror=alert(1)>',
      request_by: 'Sam Lee',
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview.to).toEqual([{ name: 'Bean Machine Repair', email: 'service@beanmachine.example' }]);
    expect(preview.cc).toEqual(['store101@dripp.example']);
    expect(preview.subject).toBe('Service request from Pearl District (store #101)');
    expect(preview.text).toContain('Service request for Bean Machine Repair');
    expect(preview.text).toContain('Urgency: Low Priority');
    expect(preview.text).toContain('Requested by: Sam Lee');
    expect(preview.text).toContain('The grinder jams.');
    expect(preview.text).not.toContain('onerror');
    expect(preview.files).toEqual([
      {
        name: 'leak.png',
        size: null,
        url: expect.stringMatching(/^http:\/\/portal\.test\/api\/media\/[0-9a-f]{32}\/leak\.png$/),
      },
    ]);
    expect(preview.eachApart).toBe(false);

    // The mail then sent with the same fields says what the review said.
    await call('PUT', `/api/service-ticket/${id}`, tokens.manager, {
      action: 'send',
      urgency: 1,
      description: '<p>The grinder jams.</p>',
      request_by: 'Sam Lee',
    });
    const [mail] = await waitForMails(smtp, 1);
    expect(mailHeader(mail!.raw, 'Subject')).toBe(preview.subject);
    expect(mailPlainText(mail!.raw).replace(/\r\n/g, '\n').trim()).toBe(preview.text.trim());
  });

  it('stores nothing and sends nothing when asked', async () => {
    const id = (await create()).json().data.id;
    const before = await tickets();
    const res = await call('POST', `/api/service-ticket/${id}/preview`, tokens.manager, { request_by: 'Changed' });
    expect(res.statusCode).toBe(200);
    expect(await tickets()).toEqual(before);
    await nothingInFlight(t, smtp);
    expect(smtp.mails).toHaveLength(0);
  });

  it('takes the permission of the send: 401, another store, a viewer are refused; a provider without email is a 422', async () => {
    const id = (await create()).json().data.id;
    const url = `/api/service-ticket/${id}/preview`;
    expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', url, tokens.manager2, {})).statusCode).toBe(403);
    expect((await call('POST', url, tokens.viewer, {})).statusCode).toBe(403);
    expect((await call('POST', url, tokens.manager, { address_book_id: foreign })).statusCode).toBe(422);
    const none = await call('POST', url, tokens.manager, { address_book_id: noEmail });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/Phone-only Plumbing has no email address/);
    expect((await call('POST', url, tokens.manager, { address_book_id: null })).statusCode).toBe(422);
  });
});
