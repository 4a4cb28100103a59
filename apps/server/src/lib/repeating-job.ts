import type { FastifyBaseLogger } from 'fastify';

export interface RepeatingJob {
  /** What the job keeps up to date, for the log line when a turn fails. */
  what: string;
  /** Pause between turns. */
  everyMs: number;
  /** Whether the first turn runs at once rather than after a pause. */
  atOnce?: boolean;
  /** One turn's worth of work; answers whether more is waiting, for the next turn to come at once. */
  turn: () => Promise<boolean>;
}

/**
 * Runs a job's turns one after another in the background of a process, a pause apart; a turn
 * that fails is logged and tried again after the pause. Timers are unref'd so a job never keeps
 * a process alive. Returns the stop function.
 */
export function startRepeatingJob(job: RepeatingJob, log: FastifyBaseLogger): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      while (!stopped && (await job.turn()));
    } catch (error) {
      if (!stopped) log.warn({ err: error }, `${job.what} not brought up to date; trying again shortly`);
    }
    if (!stopped) schedule(job.everyMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };
  schedule(job.atOnce ? 0 : job.everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
