/**
 * @module Files the service keeps in its data directory: the local API key, the admin token for the
 * CLI, and the lock that tells the CLI a service is running (all mode 0600).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from './process-alive';

export const dataFiles = (dataDir: string) => ({
  localKey: path.join(dataDir, 'local-api-key'),
  adminToken: path.join(dataDir, 'admin-token'),
  serviceLock: path.join(dataDir, 'service.json'),
});

export function readSecretFile(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

export function writeSecretFile(file: string, value: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
}

/** The admin token, created on first use. */
export function ensureAdminToken(dataDir: string): string {
  const file = dataFiles(dataDir).adminToken;
  const existing = readSecretFile(file);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  writeSecretFile(file, token);
  return token;
}

export interface ServiceLock {
  pid: number;
  url: string;
  engine: 'pglite' | 'postgres';
  /** {@link storeIdentity} of the store the service runs on; absent in locks written before it was kept. */
  store?: string;
}

/**
 * Which store a configuration opens: the embedded one of its data directory, or a PostgreSQL server named by a
 * digest of its URL (the lock is a file, and the URL may carry a password).
 */
export function storeIdentity(config: { databaseUrl?: string | undefined }): string {
  if (!config.databaseUrl) return 'pglite';
  return `postgres:${createHash('sha256').update(config.databaseUrl).digest('hex')}`;
}

export function writeServiceLock(dataDir: string, lock: ServiceLock): void {
  writeSecretFile(dataFiles(dataDir).serviceLock, JSON.stringify(lock));
}

export function removeServiceLock(dataDir: string): void {
  rmSync(dataFiles(dataDir).serviceLock, { force: true });
}

/** The running service's lock, or null when none runs (a stale lock is ignored). */
export function readServiceLock(dataDir: string): ServiceLock | null {
  const raw = readSecretFile(dataFiles(dataDir).serviceLock);
  if (!raw) return null;
  try {
    const lock = JSON.parse(raw) as ServiceLock;
    return processAlive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

/**
 * Where the CLIs reach a service of this data directory that runs on the store they would open: its URL and
 * admin token, or null when none does. PGlite allows one process per data directory; on PostgreSQL the CLIs
 * could write themselves, but through the service its catalog, key cache and live subscribers see the change.
 */
export function runningServiceAdmin(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): { url: string; token: string } | null {
  const lock = readServiceLock(config.dataDir);
  const token = readSecretFile(dataFiles(config.dataDir).adminToken);
  const lockStore = lock?.store ?? (lock?.engine === 'pglite' ? 'pglite' : null);
  return lock && token && lockStore === storeIdentity(config) ? { url: lock.url, token } : null;
}
