/**
 * Finished replays as JSON text, built once per (match, viewer): a finished match never changes, and building
 * one replays the whole log (tens of ms of main-thread CPU). Bounded by total size; least recently used go first.
 * Concurrent requests for the same replay share one build.
 */
export class ReplayCache {
  private readonly entries = new Map<string, Promise<string>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, build: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, hit);
      return hit;
    }
    const p = build().then(
      (text) => {
        if (this.entries.get(key) === p) {
          this.sizes.set(key, text.length);
          this.bytes += text.length;
          this.trim();
        }
        return text;
      },
      (e: unknown) => {
        if (this.entries.get(key) === p) this.entries.delete(key);
        throw e;
      },
    );
    this.entries.set(key, p);
    return p;
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      const size = this.sizes.get(key);
      if (size === undefined) continue; // still being built
      this.entries.delete(key);
      this.sizes.delete(key);
      this.bytes -= size;
    }
  }
}
