/**
 * A signup with a registered address answers as late as a new signup does (issue #31 finding 3;
 * docs/decisions/065). The two do different work — a new account writes its rows and e-mails, a
 * registered address fails its insert and e-mails the owner — so the refusal waits until a
 * duration drawn from this process's recent successful signups of the same kind has passed since
 * its request began. Drawn, not averaged: the refusals' times then spread like the signups' own,
 * tail included, and follow the machine's load. Measured by `npm run bench:signup`.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** How many recent signups are kept to draw from. */
const KEPT = 64;
/** Until a first signup is measured: a typical signup on the development machine, in ms. */
const INITIAL_MS = 40;
/** Never wait longer than this, in ms, whatever a slow signup once took. */
const MAX_MS = 2_000;

/** The recent durations of one kind of signup, and the wait that matches them. */
export class SignupTiming {
  private readonly recent: number[] = [];
  private next = 0;

  /** Keeps a successful signup that took `ms` milliseconds among the recent ones. */
  record(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.recent[this.next] = Math.min(ms, MAX_MS);
    this.next = (this.next + 1) % KEPT;
  }

  /** A duration drawn from the recent signups (ms), or the initial guess before any. */
  draw(): number {
    return this.recent.length === 0 ? INITIAL_MS : this.recent[randomInt(this.recent.length)]!;
  }

  /**
   * Resolves once a drawn duration has passed since `startedAt` (a `performance.now()` reading,
   * ms); at once if it already has.
   */
  async waitFrom(startedAt: number): Promise<void> {
    const left = this.draw() - (performance.now() - startedAt);
    if (left > 0) await sleep(left);
  }
}

/** Company signups (`POST /api/companies`). */
export const companySignupTiming = new SignupTiming();
/** Candidate signups (`POST /api/candidates`). */
export const candidateSignupTiming = new SignupTiming();
