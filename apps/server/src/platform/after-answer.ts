/**
 * Work a route starts and does not wait for before answering (the password reset mail, so known
 * and unknown addresses answer alike in time). Closing the app waits for it, and so can a caller
 * that must know nothing is still on its way.
 */
export interface AfterAnswer {
  /** Runs `work` after the answer; its failure is given to `onError`, never to the request. */
  run(work: () => Promise<unknown>, onError: (error: unknown) => void): void;
  /** Resolves once every piece of work started so far has finished (or failed). */
  settled(): Promise<void>;
}

export function afterAnswer(): AfterAnswer {
  const inFlight = new Set<Promise<void>>();
  return {
    run(work, onError) {
      const running: Promise<void> = work()
        .then(() => undefined, onError)
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
