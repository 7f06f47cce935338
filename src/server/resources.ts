type Closer = () => Promise<void>;

/**
 * What the process has opened so far (database, HTTP server), closed in reverse order on the way
 * out. Every exit path goes through closeAll(), so the DATA_DIR lock is never left behind.
 */
export class Resources {
  private readonly closers: Array<{ name: string; close: Closer }> = [];
  private closing: Promise<void> | null = null;

  constructor(private readonly report: (message: string, err: unknown) => void) {}

  add(name: string, close: Closer): void {
    this.closers.push({ name, close });
  }

  /** Closes everything once; a failure to close one thing does not stop the others. */
  closeAll(): Promise<void> {
    this.closing ??= (async () => {
      for (const { name, close } of this.closers.reverse()) {
        try {
          await close();
        } catch (err) {
          this.report(`Could not close the ${name}`, err);
        }
      }
    })();
    return this.closing;
  }
}
