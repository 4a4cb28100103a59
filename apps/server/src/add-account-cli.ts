/**
 * `npm run add-owner` and `npm run add-staff`: the accounts that run the shop, added from the
 * command line while there is no admin console. Reads DATA_DIR and DATABASE_URL like the server
 * and migrates first, so it works on a database no server has opened yet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { AccountError, type AddedAccount, addShopOwner, addStaff } from './operators/add-account.ts';

const USAGE = `Usage: npm run add-owner -- --email EMAIL --shop "SHOP NAME" [--name NAME] [--password PASSWORD]
       npm run add-staff -- --email EMAIL [--name NAME] [--password PASSWORD]

  add-owner    a shop owner: a seller account and its shop, signing in at POST /api/seller/login
  add-staff    platform staff, who answer every support ticket and decide sellers' applications (POST /api/seller/staff-login)
  --email      the account's e-mail, used to sign in
  --shop       the shop's name, as shoppers see it
  --name       the person's name (default: the e-mail before the @)
  --password   8 to 128 characters; leave it out to have a strong one drawn and printed once
  -h, --help   show this help

Environment: DATA_DIR (default ./data), DATABASE_URL (postgres://... for PostgreSQL), as for the server.`;

class UsageError extends Error {}

type Command = { kind: 'owner'; shop: string } | { kind: 'staff' };

function parseCommandLine(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        shop: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return undefined;
  const [kind, ...extra] = positionals;
  if ((kind !== 'owner' && kind !== 'staff') || extra.length > 0) throw new UsageError('Say owner or staff.');
  if (!values.email) throw new UsageError('--email is missing.');
  let command: Command = { kind: 'staff' };
  if (kind === 'owner') {
    if (!values.shop) throw new UsageError('--shop is missing: the name of the shop this owner runs.');
    command = { kind, shop: values.shop };
  } else if (values.shop) {
    throw new UsageError('--shop is for add-owner; staff run no shop.');
  }
  return { command, account: { email: values.email, name: values.name, password: values.password } };
}

function report(added: AddedAccount, what: string): void {
  console.log(`Added ${what}: ${added.email}`);
  if (added.generated) console.log(`Password: ${added.password}\n(drawn now and shown only once; keep it safe)`);
}

async function main(): Promise<void> {
  const request = parseCommandLine(process.argv.slice(2));
  if (!request) {
    console.log(USAGE);
    return;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await migrateToLatest(db);
    const { command, account } = request;
    if (command.kind === 'owner') {
      const added = await addShopOwner(db, dataDir, { ...account, shop: command.shop });
      report(added, `the owner of "${added.shop.name}" (shop ${added.shop.id})`);
      console.log('Sign in at POST /api/seller/login with this e-mail and password.');
    } else {
      report(await addStaff(db, account), 'platform staff');
      console.log('Sign in at POST /api/seller/staff-login with this e-mail and password.');
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  // An operator's command: the reason, never a stack trace (a refused value, an unreachable database).
  const reason = error instanceof Error ? error.message : String(error);
  console.error(error instanceof AccountError ? reason : `Could not add the account: ${reason}`);
  process.exitCode = 1;
});
