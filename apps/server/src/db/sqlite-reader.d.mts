/** Types of sqlite-reader.mjs (plain JavaScript, shared with the reader threads). */
export interface ReadTask {
  sql: string;
  parameters: readonly unknown[];
}

export type ReadAnswer = { rows: unknown[][]; ms: number } | { error: { message: string; code?: string } };

export function openReader(file: string): { read(task: ReadTask): ReadAnswer; close(): void };
