import { rateLimited } from '../errors/common.errors';

// A streamed export holds a database connection for as long as its reader takes (a report, the
// CPU while it is drawn), so only a few run at once (the pool has 10 for everything else); the
// rest wait their turn, and past a queue length, or after waiting too long, the caller is told to
// try again.
export class ExportSlots {
  private active = 0;
  private readonly waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly maxActive = 3,
    private readonly maxWaiting = 50,
    private readonly maxWaitMs = 30_000,
  ) {}

  // Resolves with the function that frees the slot (call it exactly once).
  async acquire(): Promise<() => void> {
    if (this.active < this.maxActive) {
      this.active += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxWaiting) throw this.busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(this.busy());
        }, this.maxWaitMs),
      };
      this.waiting.push(entry);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, or frees up.
      if (next) next.grant();
      else this.active -= 1;
    };
  }

  private busy() {
    return rateLimited(this.maxWaitMs / 1000, 'Too many exports are running at once');
  }
}
