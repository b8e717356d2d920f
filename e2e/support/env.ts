import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 4311);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// Fixed once in the runner process; workers inherit it, so every process sees one fresh data dir.
process.env.E2E_DATA_DIR ||= join(tmpdir(), `decalforge-e2e-${Date.now().toString(36)}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
