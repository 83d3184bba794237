/** @module The engines every integration suite runs on; PostgreSQL is skipped loudly when unreachable. */
import { isPostgresReachable, type Engine } from './test-service';

export interface EngineCase {
  engine: Engine;
  skip: boolean;
}

export const ENGINES: EngineCase[] = [
  { engine: 'pglite', skip: false },
  { engine: 'postgres', skip: !(await isPostgresReachable()) },
];
