import { openDB } from 'idb';
import type { Dashboard } from '@dripp/contract/home-content';

/**
 * The last Home a person saw on this phone (docs/decisions/231): kept by their user id in
 * IndexedDB, so the installed app opens on it at once, before any answer arrives; the service
 * worker writes it into the page. Sign-out forgets it. Used by the page and the service worker.
 */
export interface LastHome {
  userId: number;
  dashboard: Dashboard;
  /** Whether Home shows this person the corrective-action counts. */
  counts: boolean;
  /** Whether Home shows this person the counts of the store's day. */
  day?: boolean;
  savedAt: number;
}

const STORE = 'last';

function database() {
  return openDB('dripp-home', 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'userId' });
    },
  });
}

export async function readLastHome(userId: number): Promise<LastHome | undefined> {
  const db = await database();
  try {
    return (await db.get(STORE, userId)) as LastHome | undefined;
  } finally {
    db.close();
  }
}

export async function keepLastHome(home: LastHome): Promise<void> {
  const db = await database();
  try {
    await db.put(STORE, home);
  } finally {
    db.close();
  }
}

/** Sign-out: nothing of Home stays on the phone for the next person, whoever kept it. */
export async function forgetLastHomes(): Promise<void> {
  const db = await database();
  try {
    await db.clear(STORE);
  } finally {
    db.close();
  }
}
