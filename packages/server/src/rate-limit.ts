/** A token bucket: `capacity` tokens, refilled at `perSecond`; each message takes one. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes a token if there is one. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whole seconds (at least 1) until a token is back: the `Retry-After` of a refused request. */
  secondsToNextToken(): number {
    if (this.perSecond <= 0) return 60;
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
}
