import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, stores, userRoles, users, userStores } from '../db/schema/index';
import { DEMO_PASSWORD } from '../platform/demo';
import { hashPassword } from '../platform/passwords';
import { localToday } from '../platform/daily-records';
import { pinDigest } from '../platform/secrets';
import { seedDailyOps } from './daily-ops';
import { seedCashDeposits } from './cash-deposits';
import { seedOrdering } from './ordering';
import { seedContent, type MediaConfig } from './content';
import { seedManagement } from './management';
import { seedEvaluations } from './evaluations';
import { seedCorrectiveActions } from './corrective-actions';
import { seedDigests } from './digest';
import { seedFoodSafety } from './food-safety';

/** Five stores on the West Coast and one in New York: two time zones, as a chain may have. */
const DEMO_STORES = [
  {
    title: 'Pearl District',
    number: '101',
    street1: '1120 NW Couch St',
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    phone: '(503) 555-0101',
    fax: '(503) 555-0191',
  },
  {
    title: 'Hawthorne',
    number: '102',
    street1: '3588 SE Hawthorne Blvd',
    city: 'Portland',
    state: 'OR',
    zip: '97214',
    phone: '(503) 555-0102',
    fax: '(503) 555-0192',
  },
  {
    title: 'Alberta Arts',
    number: '103',
    street1: '1615 NE Alberta St',
    city: 'Portland',
    state: 'OR',
    zip: '97211',
    phone: '(503) 555-0103',
    fax: '(503) 555-0193',
  },
  {
    title: 'Beaverton Round',
    number: '104',
    street1: '12600 SW Crescent St',
    street2: 'Suite 110',
    city: 'Beaverton',
    state: 'OR',
    zip: '97005',
    phone: '(503) 555-0104',
    fax: '(503) 555-0194',
  },
  {
    title: 'Capitol Hill',
    number: '201',
    street1: '1530 E Pine St',
    city: 'Seattle',
    state: 'WA',
    zip: '98122',
    phone: '(206) 555-0201',
    fax: '(206) 555-0291',
  },
  {
    title: 'Brooklyn Heights',
    number: '202',
    street1: '140 Montague St',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11201',
    phone: '(718) 555-0202',
    fax: '(718) 555-0292',
    timeZone: 'America/New_York',
  },
];

interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  description: string;
  baseRole?: string;
  /** [store number in DEMO_STORES order (1-based), role code] */
  links?: [number, string][];
  pin?: string;
}

const MANAGER_NAMES = [
  ['Maria', 'Alvarez'],
  ['James', 'Okafor'],
  ['Priya', 'Raman'],
  ['Tom', 'Becker'],
  ['Hannah', 'Lee'],
  ['Diego', 'Santos'],
];

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    description: 'administrator (every permission)',
    baseRole: 'ROLE_ADMIN',
  },
  {
    username: 'ops',
    firstName: 'Olivia',
    lastName: 'Park',
    description: 'corporate office, every store',
    baseRole: 'ROLE_CORPORATE',
  },
  ...MANAGER_NAMES.map(([first, last], i) => ({
    username: `manager${i + 1}`,
    firstName: first!,
    lastName: last!,
    description: `manager of store ${i + 1}, PIN ${1001 + i}`,
    links: [[i + 1, 'ROLE_MANAGER']] as [number, string][],
    pin: String(1001 + i),
  })),
  {
    username: 'franchisee',
    firstName: 'Frank',
    lastName: 'Morrison',
    description: 'franchisee of stores 5 and 6',
    links: [
      [5, 'ROLE_FRANCHISEE'],
      [6, 'ROLE_FRANCHISEE'],
    ],
  },
  {
    username: 'lead1',
    firstName: 'Lena',
    lastName: 'Kowalski',
    description: 'shift lead, store 1',
    links: [[1, 'ROLE_SHIFT_LEAD']],
  },
  {
    username: 'barista1',
    firstName: 'Ben',
    lastName: 'Carter',
    description: 'barista, store 1',
    links: [[1, 'ROLE_BARISTA']],
  },
  {
    username: 'barista2',
    firstName: 'Zoe',
    lastName: 'Nguyen',
    description: 'barista, store 2',
    links: [[2, 'ROLE_BARISTA']],
  },
];

export const DEMO_SIGN_INS = DEMO_USERS.map((u) => ({ username: u.username, description: u.description }));

/**
 * Seeds the demo chain into an empty database; answers false (and does nothing) when users exist.
 * Every part counts its days from the one instant `now`, so a seed that runs across a store's
 * midnight does not give some parts one today and the rest the next.
 */
export async function seedDemoChain(
  db: Db,
  secret: string,
  media?: MediaConfig,
  now: Date = new Date(),
): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleRows = await db.select({ id: roles.id, role: roles.role }).from(roles);
  const roleId = (code: string) => {
    const row = roleRows.find((r) => r.role === code);
    if (!row) throw new Error(`Standard role ${code} is missing; sync the catalogue first`);
    return row.id;
  };

  // The chain, its people and their links are a year older than the history seeded for them: a
  // store's day starts when the store was made, and a person hears of nothing before joining.
  const since = new Date(now.getTime() - 366 * 86_400_000);
  await db.transaction(async (tx) => {
    const storeRows = await tx
      .insert(stores)
      .values(
        DEMO_STORES.map((s) => ({
          timeZone: 'America/Los_Angeles',
          // The chain's regions (decision 198): the West Coast's five, and New York's one.
          region: s.state === 'NY' ? 'New York' : 'Pacific Northwest',
          createdAt: since,
          ...s,
          email: `store${s.number}@dripp.example`,
          email2: `manager${s.number}@dripp.example`,
        })),
      )
      .returning({ id: stores.id });
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          email: `${u.username}@dripp.example`,
          phone: `(503) 555-${String(1000 + DEMO_USERS.indexOf(u)).slice(-4)}`,
          passwordHash,
          pinHmac: u.pin ? pinDigest(secret, u.pin) : null,
          createdAt: since,
        })
        .returning({ id: users.id });
      if (u.baseRole) await tx.insert(userRoles).values({ userId: row!.id, roleId: roleId(u.baseRole) });
      for (const [storeIndex, role] of u.links ?? []) {
        await tx
          .insert(userStores)
          .values({ userId: row!.id, storeId: storeRows[storeIndex - 1]!.id, roleId: roleId(role), createdAt: since });
      }
    }
  });
  const chainToday = localToday(now);
  await seedDailyOps(db, undefined, now);
  await seedCashDeposits(db, undefined, now);
  await seedOrdering(db, now);
  await seedContent(db, media);
  await seedManagement(db, media, chainToday);
  await seedEvaluations(db, chainToday);
  await seedCorrectiveActions(db, chainToday);
  await seedDigests(db);
  await seedFoodSafety(db, now);
  return true;
}

export async function demoUserId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`No demo user ${username}`);
  return row.id;
}
