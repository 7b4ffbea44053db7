import path from 'node:path';
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE_ADMIN } from '@dripp/contract/permissions';
import { PASSWORD_MAX, PASSWORD_MIN } from '@dripp/contract/session';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema/index';
import { syncCatalogue } from '../platform/catalogue';
import { passwordProblem } from '../platform/password-policy';
import { hashPassword } from '../platform/passwords';

const USAGE = `Creates an administrator (role ${ROLE_ADMIN}) on the configured database.

Usage: npm run create-admin -- --username <name> --email <address> --first-name <name> --last-name <name> [--password <password>]

The password comes from --password, else from the ADMIN_PASSWORD environment variable, else it is
asked for when run in a terminal. It must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long, not a
common password, and may not contain the username or email.
The database is the one the server uses: DATABASE_URL, else the embedded database in DATA_DIR.`;

const AdminSchema = z.object({
  username: z.string().trim().min(1).max(100).regex(/^\S+$/, 'may not contain spaces'),
  email: z.email().max(254),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
type AdminInput = z.infer<typeof AdminSchema>;

class UsageError extends Error {}

function readOptions(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Reads a line without echoing it: readline writes its echo to a stream that drops it. */
async function askHidden(question: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    process.stdout.write(question);
    const answer = await rl.question('');
    process.stdout.write('\n');
    return answer;
  } finally {
    rl.close();
  }
}

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('No password: pass --password or set ADMIN_PASSWORD.');
  const password = await askHidden('Password: ');
  if ((await askHidden('Repeat the password: ')) !== password) throw new UsageError('The passwords do not match.');
  return password;
}

async function readInput(argv: string[]): Promise<AdminInput> {
  const options = readOptions(argv);
  if (options.help) throw new UsageError('');
  const missing = ['username', 'email', 'first-name', 'last-name'].filter((k) => !options[k as keyof typeof options]);
  if (missing.length) throw new UsageError(`Missing ${missing.map((k) => `--${k}`).join(', ')}.`);
  const password = options.password ?? (process.env.ADMIN_PASSWORD || (await promptPassword()));
  const parsed = AdminSchema.safeParse({
    username: options.username,
    email: options.email,
    firstName: options['first-name'],
    lastName: options['last-name'],
    password,
  });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n'));
  }
  const problem = passwordProblem(parsed.data.password, parsed.data);
  if (problem) throw new UsageError(`password: ${problem}`);
  return parsed.data;
}

async function createAdministrator(db: Db, input: AdminInput): Promise<number> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`);
  if (taken.length) {
    const what = taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase()) ? 'username' : 'email';
    throw new Error(`A user with this ${what} already exists; nothing was changed.`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE_ADMIN));
    if (!role) throw new Error(`The role ${ROLE_ADMIN} is missing.`);
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
    return user!.id;
  });
}

async function main(): Promise<number> {
  let input: AdminInput;
  try {
    input = await readInput(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (!error.message) {
      console.log(USAGE);
      return 0;
    }
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    await syncCatalogue(database.db);
    const id = await createAdministrator(database.db, input);
    const where = database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      `Created administrator "${input.username}" <${input.email}> (user id ${id}, role ${ROLE_ADMIN}) in ${where}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
