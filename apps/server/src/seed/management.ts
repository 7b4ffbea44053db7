import { asc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  addressBookCategories,
  addressBookEntries,
  addressBookEntryCategories,
  hrDocuments,
  keyReleases,
  serviceTickets,
  stores,
  users,
} from '../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { localToday } from '../platform/daily-records';
import { attachMedia } from '../platform/media/media';
import { simplePdf } from './pdf';

/** What a coffee chain calls a technician for. */
export const DEMO_ADDRESS_BOOK_CATEGORIES = [
  'Espresso Machine Repair',
  'Refrigeration',
  'Plumbing',
  'Electrical',
  'HVAC',
  'Pest Control',
  'Locksmith',
  'Waste and Recycling',
  'IT and POS',
];

interface DemoProvider {
  name: string;
  contactName: string;
  email: string | null;
  phone: string;
  street: string;
  website?: string;
  categories: string[];
}

const PROVIDERS: DemoProvider[][] = [
  [
    {
      name: 'Bean Machine Repair',
      contactName: 'Rosa Diaz',
      email: 'service@beanmachine.example',
      phone: '(503) 555-0140',
      street: '2211 NW Front Ave',
      website: 'https://beanmachine.example',
      categories: ['Espresso Machine Repair'],
    },
    {
      name: 'Cascade Cooling',
      contactName: 'Ed Marsh',
      email: 'dispatch@cascadecooling.example',
      phone: '(503) 555-0141',
      street: '800 SE Water Ave',
      categories: ['Refrigeration', 'HVAC'],
    },
    {
      name: 'Rose City Plumbing',
      contactName: 'Ana Ruiz',
      email: null,
      phone: '(503) 555-0142',
      street: '45 N Interstate Ave',
      categories: ['Plumbing'],
    },
  ],
  [
    {
      name: 'Espresso Doctors',
      contactName: 'Karl Fisher',
      email: 'help@espressodoctors.example',
      phone: '(503) 555-0150',
      street: '1200 SE Division St',
      categories: ['Espresso Machine Repair'],
    },
    {
      name: 'Pacific Pest Control',
      contactName: 'June Park',
      email: 'office@pacificpest.example',
      phone: '(503) 555-0151',
      street: '77 SE Grand Ave',
      categories: ['Pest Control'],
    },
  ],
  [
    {
      name: 'Alberta Electric',
      contactName: 'Sam Green',
      email: 'jobs@albertaelectric.example',
      phone: '(503) 555-0160',
      street: '1600 NE Killingsworth St',
      categories: ['Electrical'],
    },
    {
      name: 'Till & Tablet POS',
      contactName: 'Priya Shah',
      email: 'support@tilltablet.example',
      phone: '(503) 555-0161',
      street: '500 NE MLK Blvd',
      categories: ['IT and POS'],
    },
  ],
  [
    {
      name: 'Westside Locksmith',
      contactName: 'Ray Cole',
      email: 'keys@westsidelock.example',
      phone: '(503) 555-0170',
      street: '12400 SW Broadway',
      categories: ['Locksmith'],
    },
    {
      name: 'Green Bin Recycling',
      contactName: 'Nora Voss',
      email: 'pickup@greenbin.example',
      phone: '(503) 555-0171',
      street: '9000 SW Allen Blvd',
      categories: ['Waste and Recycling'],
    },
  ],
  [
    {
      name: 'Emerald Espresso Service',
      contactName: 'Lee Wong',
      email: 'service@emeraldespresso.example',
      phone: '(206) 555-0180',
      street: '1000 E Pike St',
      categories: ['Espresso Machine Repair'],
    },
    {
      name: 'Sound HVAC',
      contactName: 'Mia Berg',
      email: 'dispatch@soundhvac.example',
      phone: '(206) 555-0181',
      street: '300 Broadway E',
      categories: ['HVAC', 'Refrigeration'],
    },
  ],
  [
    {
      name: 'Columbia Plumbing & Drain',
      contactName: 'Bo Hansen',
      email: 'office@columbiadrain.example',
      phone: '(360) 555-0190',
      street: '600 Columbia St',
      categories: ['Plumbing'],
    },
    {
      name: 'River City Electric',
      contactName: 'Ivy Stone',
      email: 'service@rivercityelectric.example',
      phone: '(360) 555-0191',
      street: '210 W 8th St',
      categories: ['Electrical'],
    },
  ],
];

/** Four HR documents a new hire gets, as real small PDFs. */
export const DEMO_HR_DOCUMENTS: { title: string; filename: string; lines: string[] }[] = [
  {
    title: 'Employee Handbook',
    filename: 'employee-handbook.pdf',
    lines: [
      'Welcome to Dripp Coffee.',
      'This handbook explains our values, schedules, pay periods, breaks and dress code.',
      'Ask your store manager about anything that is unclear.',
    ],
  },
  {
    title: 'Form W-4 (Employee Withholding Certificate)',
    filename: 'form-w4.pdf',
    lines: [
      'Complete steps 1 and 5. Steps 2 to 4 apply only if they fit your situation.',
      'Return it before your first paycheck.',
    ],
  },
  {
    title: 'Form I-9 (Employment Eligibility Verification)',
    filename: 'form-i9.pdf',
    lines: [
      'Complete Section 1 no later than your first day of work.',
      'Bring original documents from the lists of acceptable documents.',
    ],
  },
  {
    title: 'Food Safety Acknowledgement',
    filename: 'food-safety-acknowledgement.pdf',
    lines: [
      'I have read the food safety guidelines: hand washing, milk temperatures, allergen labels, date marking.',
      'Signature: ____________________   Date: ____________',
    ],
  },
];

/**
 * The management tools' demo data: address-book categories and providers per store, a few sent
 * tickets, key-release rows and, when the media store is given, the four HR documents.
 */
export async function seedManagement(
  db: Db,
  mediaConfig?: Pick<Config, 'dataDir' | 'mediaUrl'>,
  today: string = localToday(),
): Promise<void> {
  const storeRows = await db.select().from(stores).where(isNull(stores.deletedAt)).orderBy(asc(stores.id));
  if (storeRows.length === 0) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const managerId = async (i: number) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, `manager${i + 1}`))
    )[0]?.id ?? null;

  const categories = await db
    .insert(addressBookCategories)
    .values(DEMO_ADDRESS_BOOK_CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning();
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id;

  for (const [i, store] of storeRows.entries()) {
    const manager = await managerId(i);
    const providers = PROVIDERS[i % PROVIDERS.length]!;
    const ids: number[] = [];
    for (const p of providers) {
      const [row] = await db
        .insert(addressBookEntries)
        .values({
          storeId: store.id,
          name: p.name,
          contactName: p.contactName,
          email: p.email,
          phone: p.phone,
          street: p.street,
          city: store.city,
          state: store.state,
          zip: store.zip,
          website: p.website ?? null,
          createdBy: manager,
          updatedBy: manager,
        })
        .returning({ id: addressBookEntries.id });
      ids.push(row!.id);
      const links = p.categories.map(categoryId).filter((id): id is number => id !== undefined);
      if (links.length)
        await db.insert(addressBookEntryCategories).values(links.map((c) => ({ entryId: row!.id, categoryId: c })));
    }
    // A past ticket, sent to the store's first provider with an email.
    const sentTo = providers.find((p) => p.email);
    await db.insert(serviceTickets).values({
      storeId: store.id,
      date: addDays(today, -(3 + i)),
      urgency: i % 2 === 0 ? 2 : 1,
      description:
        i % 2 === 0
          ? '<p>The left group head drips after every shot and the steam wand pressure drops during the morning rush.</p>'
          : '<p>Please schedule the quarterly service visit.</p><ul><li>Check seals</li><li>Replace filters</li></ul>',
      requestBy: 'Store Manager',
      addressBookId: sentTo ? ids[providers.indexOf(sentTo)]! : null,
      sentAt: sentTo ? new Date(`${addDays(today, -(3 + i))}T10:30:00`) : null,
      sentBy: sentTo ? manager : null,
      sentTo: sentTo?.email ?? null,
      createdBy: manager,
      updatedBy: manager,
    });
    await db.insert(keyReleases).values([
      {
        storeId: store.id,
        buildingKey: true,
        officeKey: true,
        gateKey: false,
        firstName: 'Lena',
        lastName: 'Kowalski',
        signature: 'L. Kowalski',
        timeGiven: addDays(today, -60),
        timeReturned: null,
        createdBy: manager,
        updatedBy: manager,
      },
      {
        storeId: store.id,
        buildingKey: true,
        officeKey: false,
        gateKey: true,
        firstName: 'Marcus',
        lastName: 'Reed',
        signature: 'M. Reed',
        timeGiven: addDays(today, -120),
        timeReturned: addDays(today, -30),
        createdBy: manager,
        updatedBy: manager,
      },
    ]);
  }

  if (!mediaConfig) return;
  for (const doc of DEMO_HR_DOCUMENTS) {
    const bytes = simplePdf(doc.title, doc.lines);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hrDocuments)
        .values({ title: doc.title, createdBy: admin?.id ?? null, updatedBy: admin?.id ?? null })
        .returning({ id: hrDocuments.id });
      await attachMedia(
        mediaConfig,
        tx,
        {
          bytes,
          filename: doc.filename,
          contentType: 'application/pdf',
          ext: 'pdf',
          isVideo: false,
          kind: 'document',
          size: bytes.length,
        },
        { ownerType: 'hr-document', ownerId: row!.id, storeId: null, userId: admin?.id ?? 0 },
      );
    });
  }
}
