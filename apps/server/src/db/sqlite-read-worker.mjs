// A reader thread of db/sqlite-read-pool.ts: one read-only connection, a read per task.
// Plain JavaScript: the pool starts it from the source tree in tests and from dist/ when built.
import { workerData } from 'node:worker_threads';
import { openReader } from './sqlite-reader.mjs';

const { read } = openReader(workerData.file);

export default read;
