import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists, correctiveActions, products, storeVendors, users } from '../src/db/schema/index';
import { sweepDigests } from '../src/features/digest/digest-sweep';
import { runStoreDaySweep } from '../src/features/jobs';
import {
  bearer,
  LONG_AGO,
  makeStore,
  makeUser,
  startTestApp,
  TEST_PASSWORD,
  tokenFor,
  type TestContext,
} from './harness';
import { insertVendor } from './fixtures/ordering';
import {
  mailPlainText as rawPlainText,
  startSmtpPeer,
  waitForMails,
  type ReceivedMail,
  type SmtpPeer,
} from './fixtures/smtp';

/*
 * The server speaks to each person in their own language (docs/decisions/274): the stored choice
 * once signed in, Accept-Language before, English otherwise; mail in the recipient's language,
 * except a purchase order, which a vendor reads in English.
 */

// 10:00 in Portland on Tuesday 10 March 2026; the action below was due at 09:30.
const AT = new Date('2026-03-10T17:00:00Z');

let t: TestContext;
let smtp: SmtpPeer;
let storeId: number;
let store: { id: number; number: string };
type Person = Awaited<ReturnType<typeof makeUser>>;
let ana: Person;
let bob: Person;
let admin: Person;

/** The plain text of a mail, its UTF-8 read as such. */
const mailPlainText = (raw: string) => Buffer.from(rawPlainText(raw), 'latin1').toString('utf8');
const subject = (m: ReceivedMail) => /^Subject: (.*)$/m.exec(m.raw)?.[1];
const to = (email: string) => smtp.mails.filter((m) => m.recipients.includes(email));

function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function speaks(person: Person, language: 'en' | 'es') {
  await t.db.update(users).set({ language }).where(eq(users.id, person.id));
}

const details = (p: Person) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  email: p.email,
  phone: '(503) 555-0100',
});

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url }, { now: () => AT });
  store = await makeStore(t.db, { title: 'Hawthorne', timeZone: 'America/Los_Angeles' });
  storeId = store.id;
  ana = await makeUser(t, { links: [{ storeId, role: 'ROLE_MANAGER' }] });
  bob = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("a person's language", () => {
  it('is English until chosen, is saved from the profile edit, and is read back everywhere the person is', async () => {
    const token = bearer(tokenFor(t.app, ana));
    const before = await call('GET', `/api/users/${ana.id}/edit`, token);
    expect(before.json().data.language).toBe('en');

    const saved = await call('PUT', `/api/users/${ana.id}`, token, { ...details(ana), language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/users/${ana.id}/edit`, token)).json().data.language).toBe('es');
    expect((await call('GET', `/api/profile/${ana.username}`, token)).json().data.user.language).toBe('es');
    expect((await call('GET', `/api/user/${ana.username}`, token)).json().data.user.language).toBe('es');
    const signIn = await call('POST', '/api/auth', {}, { username: ana.username, password: TEST_PASSWORD });
    expect(signIn.json().data).toMatchObject({ language: 'es' });

    // Left out, it stays; only en or es is taken.
    await call('PUT', `/api/users/${ana.id}`, token, details(ana));
    expect((await call('GET', `/api/users/${ana.id}/edit`, token)).json().data.language).toBe('es');
    const refused = await call('PUT', `/api/users/${ana.id}`, token, { ...details(ana), language: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['language']);
    await speaks(ana, 'en');
  });
});

describe('errors in the caller’s language', () => {
  const blankName = (p: Person) => ({ ...details(p), first_name: '' });

  it('answers a Spanish-speaking person’s 422 in Spanish, field label included, and an English one’s as before', async () => {
    await speaks(bob, 'es');
    const es = await call('PUT', `/api/users/${bob.id}`, bearer(tokenFor(t.app, bob)), blankName(bob));
    expect(es.statusCode).toBe(422);
    expect(es.json()).toMatchObject({
      message: 'Nombre: Nombre es obligatorio',
      errors: { first_name: ['Nombre es obligatorio'] },
    });
    // zod's own messages too.
    const typed = await call('PUT', `/api/users/${bob.id}`, bearer(tokenFor(t.app, bob)), {
      ...details(bob),
      email: 7,
    });
    expect(typed.json().errors.email[0]).toMatch(/^Entrada inválida/);

    const en = await call('PUT', `/api/users/${ana.id}`, bearer(tokenFor(t.app, ana)), blankName(ana));
    expect(en.json()).toMatchObject({
      message: 'First name: First Name is required',
      errors: { first_name: ['First Name is required'] },
    });
    // A signed-in person's stored language wins over the header.
    const header = { ...bearer(tokenFor(t.app, ana)), 'accept-language': 'es-US,es;q=0.9' };
    expect((await call('PUT', `/api/users/${ana.id}`, header, blankName(ana))).json().message).toBe(
      'First name: First Name is required',
    );
    await speaks(bob, 'en');
  });

  it('answers in Spanish before sign-in when Accept-Language asks for it, and in English without it', async () => {
    const es = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
    const wrong = { username: ana.username, password: 'not-the-password' };
    const refused = await call('POST', '/api/auth', es, wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Usuario o contraseña incorrectos');
    expect((await call('POST', '/api/auth', {}, wrong)).json().message).toBe('Invalid username or password');

    const reset = await call('POST', '/api/users/reset-password', es, {
      code: 'nope',
      password: 'a',
      password_confirm: 'b',
    });
    expect(reset.statusCode).toBe(422);
    expect(JSON.stringify(reset.json())).not.toMatch(/The passwords do not match|This link is invalid/);
    const forgot = await call('POST', '/api/users/forgot-password', es, { email: '' });
    expect(forgot.statusCode).toBe(422);
    expect(forgot.json().message).toMatch(/^Correo: /);
  });

  it('answers a success message in Spanish too', async () => {
    await speaks(bob, 'es');
    const saved = await call('PUT', `/api/users/${bob.id}`, bearer(tokenFor(t.app, bob)), details(bob));
    expect(saved.json().message).toBe('Usuario actualizado');
    await speaks(bob, 'en');
  });
});

describe('mail in the recipient’s language', () => {
  it('invites a Spanish-speaking person in Spanish, whoever creates them', async () => {
    const before = smtp.mails.length;
    const created = await call('POST', '/api/users', bearer(tokenFor(t.app, admin)), {
      username: 'lucia',
      first_name: 'Lucía',
      last_name: 'Reyes',
      email: 'lucia@example.test',
      phone: '(503) 555-0100',
      language: 'es',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = (await waitForMails(smtp, before + 1)).slice(before);
    expect(subject(mail!)).toMatch(/^=\?UTF-8\?|^Tu cuenta del Dripp Portal$/);
    const text = mailPlainText(mail!.raw);
    expect(text).toContain('Hola, Lucía:');
    expect(text).toContain('Crear contraseña: http://portal.test/user-invite/');
    expect(text).toContain('El enlace funciona una sola vez y vence en 7 días.');
  });

  it('mails a password reset to a Spanish-speaking person in Spanish, whatever language asked for it', async () => {
    const person = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
    await speaks(person, 'es');
    const res = await call('POST', '/api/users/forgot-password', {}, { email: person.email });
    expect(res.statusCode, res.body).toBe(200);
    const deadline = Date.now() + 5000;
    while (to(person.email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const text = mailPlainText(to(person.email)[0]!.raw);
    expect(text).toContain('Recibimos una solicitud para restablecer la contraseña de tu cuenta del Dripp Portal.');
    expect(text).toContain('Restablecer contraseña: http://portal.test/reset-password/');
  });

  it('reminds a Spanish-speaking person of an overdue action in Spanish, by mail and in the bell', async () => {
    await speaks(bob, 'es');
    await t.db.insert(correctiveActions).values({
      storeId,
      title: 'Fix the till',
      source: 'manual',
      priority: 'low',
      dueAt: new Date('2026-03-10T16:30:00Z'),
      assigneeUserId: bob.id,
    });
    await runStoreDaySweep(t.app.ctx, AT);
    const deadline = Date.now() + 5000;
    while (to(bob.email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const [mail] = to(bob.email);
    const text = mailPlainText(mail!.raw);
    expect(text).toContain('Hawthorne: "Fix the till" venció el');
    expect(text).toContain('Ábrelo en el Dripp Portal: http://portal.test/');
    expect(text).toContain('Puedes desactivar estos mensajes en tu perfil.');
    const bell = await call('GET', '/api/notifications', bearer(tokenFor(t.app, bob)));
    expect(bell.json().data.notifications?.[0]?.title ?? JSON.stringify(bell.json())).toContain(
      'Acción vencida: Fix the till',
    );
    await speaks(bob, 'en');
  });

  it('sends the morning digest to a Spanish-speaking reader in Spanish', async () => {
    const reader = await makeUser(t, { links: [{ storeId, role: 'ROLE_FRANCHISEE' }] });
    await speaks(reader, 'es');
    const res = await call('PUT', '/api/digest', bearer(tokenFor(t.app, reader)), {
      enabled: true,
      send_at: '07:00',
      time_zone: 'America/Los_Angeles',
    });
    expect(res.statusCode, res.body).toBe(200);
    // 08:00 in Portland the next morning.
    await sweepDigests(t.app.ctx, new Date('2026-03-11T15:00:00Z'));
    const deadline = Date.now() + 5000;
    while (to(reader.email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const text = mailPlainText(to(reader.email)[0]!.raw);
    expect(text).toContain(
      'Buenos días, Test. Aquí está el día de ayer (10 de marzo de 2026, con la hora de cada tienda)',
    );
    expect(text).toContain('RESUMEN');
    expect(text).toContain('Recibes este correo porque el resumen de la mañana está activado en tu perfil.');
  });

  it('reminds a Spanish-speaking shift lead of a late checklist in Spanish, and escalates to an English-speaking manager in English', async () => {
    const alberta = (await makeStore(t.db, { title: 'Alberta', timeZone: 'America/Los_Angeles' })).id;
    await t.db
      .insert(checklists)
      .values({ createdAt: LONG_AGO, storeId: alberta, type: 'open', task: 'Unlock doors', sortOrder: 1 });
    const carla = await makeUser(t, { links: [{ storeId: alberta, role: 'ROLE_SHIFT_LEAD' }] });
    const dan = await makeUser(t, { links: [{ storeId: alberta, role: 'ROLE_MANAGER' }] });
    await speaks(carla, 'es');
    // 08:05 in Portland (PDT): the opening card (07:00) is 65 minutes late; reminder and manager's escalation are due.
    await runStoreDaySweep(t.app.ctx, new Date('2026-03-10T15:05:00Z'));
    const deadline = Date.now() + 5000;
    while ((to(carla.email).length === 0 || to(dan.email).length === 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const spanish = to(carla.email).map((m) => mailPlainText(m.raw));
    expect(spanish.join('\n')).toContain('Alberta: la lista de verificación de apertura tocaba a las ');
    const english = to(dan.email).map((m) => mailPlainText(m.raw));
    expect(english.join('\n')).toMatch(/Alberta: the opening checklist was due at .* and is still not done\./);
    const bell = await call('GET', '/api/notifications', bearer(tokenFor(t.app, carla)));
    expect(JSON.stringify(bell.json())).toContain('Toca ahora: Lista de verificación de apertura');
    // The manager's escalation was written in English; once he chooses Spanish, the bell shows it in Spanish.
    await speaks(dan, 'es');
    const later = await call('GET', '/api/notifications', bearer(tokenFor(t.app, dan)));
    expect(JSON.stringify(later.json())).toContain('Atrasado en Alberta: Lista de verificación de apertura');
  });

  it('mails a purchase order to its vendor in English even when a Spanish-speaking manager sends it', async () => {
    await speaks(ana, 'es');
    const vendor = await insertVendor(t.db, { name: 'Roaster', email: 'orders@roaster.example' });
    await t.db.insert(storeVendors).values({ storeId, vendorId: vendor.id });
    const [product] = await t.db
      .insert(products)
      .values({ vendorId: vendor.id, itemNo: 'ESP-5', description: 'Espresso 5 lb', cost: '2.35', um: 'bag' })
      .returning();
    const line = { category_id: 0, product_id: product!.id, on_hand: 1, qty: 2, item_no: 'x', description: 'x' };
    const sent = await call('POST', `/api/stores/${storeId}/order`, bearer(tokenFor(t.app, ana)), {
      vendor_id: vendor.id,
      products: [{ ...line, cost: '0', wholesale: '0', retail: '0', um: 'bag' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The manager reads the answer in Spanish; the vendor reads the order in English.
    expect(sent.json().message).toBe('Pedido enviado: la orden de compra se envió a Roaster');
    const deadline = Date.now() + 5000;
    while (to('orders@roaster.example').length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const [mail] = to('orders@roaster.example');
    expect(subject(mail!)).toBe(`Purchase order #1 from Hawthorne (store #${store.number}) to Roaster`);
    const text = mailPlainText(mail!.raw);
    expect(text).toContain('Espresso 5 lb');
    expect(text).not.toMatch(/pedido|orden de compra|Hola/i);
    await speaks(ana, 'en');
  });
});
