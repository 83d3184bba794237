/** @module `npm run keys -- create|list|revoke`: manage API keys, also while the service runs. */
import { Command } from 'commander';
import { loadConfig } from '../config/env';
import type { ApiKeyRecord } from '../store/keys-repo';
import { openKeyAdmin, type KeyAdmin } from '../admin/key-admin';

function formatKeys(keys: ApiKeyRecord[]): string {
  const header = ['id', 'name', 'plan', 'prefix', 'created', 'status'];
  const rows = keys.map((k) => [
    String(k.id),
    k.name,
    k.plan,
    `${k.prefix}…`,
    k.createdAt.toISOString(),
    k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

async function withAdmin(fn: (admin: KeyAdmin) => Promise<void>): Promise<void> {
  const admin = await openKeyAdmin(loadConfig());
  try {
    await fn(admin);
  } finally {
    await admin.close();
  }
}

const program = new Command('keys').description('Manage Newsroom API keys');

program
  .command('create')
  .description('create a key; it is printed once and never shown again')
  .requiredOption('--name <name>', 'who or what the key is for')
  .option('--plan <plan>', 'plan name from the plans file', 'free')
  .action((opts: { name: string; plan: string }) =>
    withAdmin(async (admin) => {
      const { key, record } = await admin.create(opts.name, opts.plan);
      process.stderr.write(
        `Created key ${record.id} "${record.name}" on plan ${record.plan} via ${admin.via}.\n` +
          'Store it now: it cannot be shown again.\n',
      );
      process.stdout.write(`${key}\n`);
    }),
  );

program
  .command('list')
  .description('list keys (never the keys themselves)')
  .action(() =>
    withAdmin(async (admin) => {
      process.stdout.write(`${formatKeys(await admin.list())}\n`);
    }),
  );

program
  .command('revoke <selector>')
  .description('revoke by id, name or key prefix')
  .action((selector: string) =>
    withAdmin(async (admin) => {
      const revoked = await admin.revoke(selector);
      if (revoked.length === 0) {
        process.stderr.write(`No active key matches '${selector}'.\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`Revoked: ${revoked.map((k) => `${k.id} (${k.name})`).join(', ')}\n`);
    }),
  );

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`keys: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
