// Types of validity.mjs, for the tests that import it.

export declare class InvalidRun extends Error {}

/** The part of an autocannon result the checks read. */
export interface LoadResult {
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

export declare function isExpected(status: number, expect?: readonly number[]): boolean;
export declare function checkAnswer(label: string, response: Response, expect?: readonly number[]): Promise<Response>;
export declare function loadFaults(result: LoadResult, expect?: readonly number[]): string[];
export declare function requireValidLoad<R extends LoadResult>(label: string, result: R, expect?: readonly number[]): R;
export declare function timedLoad(
  label: string,
  options: Record<string, unknown>,
  checks?: {
    expect?: readonly number[];
    onResponse?: (client: unknown, status: number, bytes: number, ms: number) => void;
  },
): Promise<LoadResult & Record<string, unknown>>;
export declare function reportInvalidRun(main: () => Promise<void>): Promise<void>;
