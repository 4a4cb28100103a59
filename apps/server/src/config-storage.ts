/** The S3 settings that only work together; a gap is named at start-up rather than at the first upload. */
export type StorageEnv = {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
};

const KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const BUCKET_SETTINGS = ['S3_ENDPOINT', ...KEYS, 'S3_FORCE_PATH_STYLE'] as const;

export function checkStorageEnv(env: StorageEnv, issue: (name: keyof StorageEnv, message: string) => void): void {
  const keysSet = KEYS.filter((name) => env[name] !== undefined);
  if (keysSet.length === 1) {
    for (const name of KEYS) {
      if (env[name] === undefined) issue(name, `must be set with ${keysSet[0]} (or leave both unset)`);
    }
  }
  if (env.S3_BUCKET) return;
  // A store half configured would silently keep uploads on one machine's disk.
  const named = BUCKET_SETTINGS.filter((name) => env[name] !== undefined);
  if (named.length > 0) {
    issue(
      'S3_BUCKET',
      `must be set when ${named.join(', ')} ${named.length === 1 ? 'is' : 'are'} set: the bucket that holds the uploads ` +
        '(leave every S3_ variable unset to keep uploads under DATA_DIR)',
    );
  }
}
