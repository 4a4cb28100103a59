import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../app-error.ts';
import type { Counters } from '../counters.ts';

export const MB = 1024 * 1024;
const DAY_MS = 86_400_000;

/** Who sends an upload: the account and the client address each have a daily allowance of bytes. */
export interface Uploader {
  userId: number;
  address: string;
}

interface Allowance {
  key: string;
  maxMb: number;
  refusal: (wait: string) => string;
}

function allowances(config: Config, uploader: Uploader): Allowance[] {
  const perAccount = config.UPLOAD_MB_PER_ACCOUNT_PER_DAY;
  const perAddress = config.UPLOAD_MB_PER_ADDRESS_PER_DAY;
  return [
    {
      key: `upload-bytes:day:user:${uploader.userId}`,
      maxMb: perAccount,
      refusal: (wait) => `You have reached your daily upload limit of ${perAccount} MB. Please try again in ${wait}.`,
    },
    {
      key: `upload-bytes:day:address:${uploader.address}`,
      maxMb: perAddress,
      refusal: (wait) =>
        `Uploads from your network have reached the daily limit of ${perAddress} MB. Please try again in ${wait}.`,
    },
  ];
}

/**
 * "5 hours", "90 minutes": a day-long window is too long to say in seconds. Under two hours it
 * is minutes, so no answer reads "1 hours" and each unit is one template for translators.
 */
function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Bytes held against an uploader's daily allowances (per account and per client address, in
 * the shared counters, so they hold across server processes). The bytes are claimed before
 * any file is written: N uploads sent at once get N different counts, so together they never
 * pass a limit. A claim that would pass one is given back at once and refused with 429 naming
 * the form field; the request gives its claim back when it fails later.
 *
 * A claim given back after its window ended opens the next window below zero, by at most that
 * claim: the allowance then stretches a little, which is cheaper than a lock around every upload.
 */
export class UploadClaim {
  private held = 0;

  private constructor(
    private readonly counters: Counters,
    private readonly allowances: readonly Allowance[],
    private readonly field: string,
  ) {}

  static async take(
    ctx: Pick<AppContext, 'config' | 'counters'>,
    uploader: Uploader,
    field: string,
    bytes: number,
  ): Promise<UploadClaim> {
    const claim = new UploadClaim(ctx.counters, allowances(ctx.config, uploader), field);
    await claim.resize(bytes);
    return claim;
  }

  /**
   * Holds `bytes` from now on: claims the difference (a refusal keeps what was held before) or
   * gives the excess back, e.g. once the re-encoded files' real size is known.
   */
  async resize(bytes: number): Promise<void> {
    const by = bytes - this.held;
    if (by === 0) return;
    const counts = await Promise.all(
      this.allowances.map(async (allowance) => ({
        allowance,
        state: await this.counters.increment(allowance.key, DAY_MS, by),
      })),
    );
    const over = by > 0 ? counts.find(({ allowance, state }) => state.count > allowance.maxMb * MB) : undefined;
    if (!over) {
      this.held = bytes;
      return;
    }
    await Promise.all(this.allowances.map((allowance) => this.counters.increment(allowance.key, DAY_MS, -by)));
    const message = over.allowance.refusal(waitInWords(over.state.retryAfterMs));
    const seconds = Math.max(1, Math.ceil(over.state.retryAfterMs / 1000));
    throw new AppError(429, message, { [this.field]: [message] }, { 'retry-after': String(seconds) });
  }

  /** Gives back everything held: the upload failed and stored nothing. */
  release(): Promise<void> {
    return this.resize(0);
  }
}
