/** Work that runs on the server after the request that asked for it has answered. */
export type JobHandler<T extends object> = (payload: T) => Promise<void>;

/**
 * The one background-work interface (DESIGN.md "Scale"): pg-boss on PostgreSQL, so
 * several app instances share the work and a job outlives an instance; an in-process
 * runner on PGlite, which only one process can open anyway.
 */
export interface Queue {
  readonly kind: "pg-boss" | "in-process";
  /** Registers the handler of a job name (once per name); jobs sent before it wait. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stores a job; it runs as soon as a worker of its name is free. */
  send<T extends object>(name: string, payload: T): Promise<void>;
  /** Finishes running jobs (up to a grace period) and stops taking new ones. */
  stop(): Promise<void>;
}
