/**
 * Whether this process is ready for traffic (issue #32 item 5; docs/decisions/070-ready-means-ready.md):
 * alive (`/api/health`) is not enough — a fresh process at 100,000 candidates answers health at
 * once but its first feed request would wait seconds for the feed index. The process names what
 * must be done before it serves every route at speed; `GET /api/ready` answers 503 until each is
 * done, and again from the moment it starts shutting down, so a load balancer sends it nothing
 * cold and drains it before it stops.
 */

/** What a process waits for before it is ready: the feed index loaded, the jobs started. */
export type ReadinessStep = 'feed-index' | 'jobs';

/** How each step reads in the 503's detail. */
const stepLabels: Record<ReadinessStep, string> = {
  'feed-index': 'the talent feed index',
  jobs: 'the background jobs',
};

export class Readiness {
  private readonly waiting: Set<ReadinessStep>;
  private stopping = false;

  /** @param steps what must be done first; none (a test app) is ready at once. */
  constructor(steps: readonly ReadinessStep[]) {
    this.waiting = new Set(steps);
  }

  /** Marks `step` done. */
  done(step: ReadinessStep): void {
    this.waiting.delete(step);
  }

  /** The process is shutting down: not ready again. */
  stop(): void {
    this.stopping = true;
  }

  /** Ready: every step done and not shutting down. */
  get ready(): boolean {
    return !this.stopping && this.waiting.size === 0;
  }

  /** Why it is not ready, for the 503's detail; null when it is. */
  get reason(): string | null {
    if (this.stopping) return 'Shutting down.';
    if (this.waiting.size === 0) return null;
    return `Starting: waiting for ${[...this.waiting].map((s) => stepLabels[s]).join(' and ')}.`;
  }
}
