/**
 * Which local changes have not reached the server yet, per user, shared by the tabs through localStorage.
 * The write API marks a document; the push handler clears it once the server has answered for it.
 */
export class PendingChanges {
  private readonly key: string;
  private readonly listeners = new Set<() => void>();

  constructor(userId: string) {
    this.key = `clausecraft.pending.${userId}`;
    window.addEventListener('storage', (event) => {
      if (event.key === this.key) this.emit();
    });
  }

  mark(collection: string, id: string): void {
    this.markAll([[collection, id]]);
  }

  /** Several documents in one read and write of the stored set (an edit and its version). */
  markAll(documents: ReadonlyArray<readonly [collection: string, id: string]>): void {
    const set = this.read();
    for (const [collection, id] of documents) set.add(`${collection}:${id}`);
    this.write(set);
  }

  clear(collection: string, ids: string[]): void {
    const set = this.read();
    for (const id of ids) set.delete(`${collection}:${id}`);
    this.write(set);
  }

  has(collection: string, id: string): boolean {
    return this.read().has(`${collection}:${id}`);
  }

  count(): number {
    return this.read().size;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  forget(): void {
    localStorage.removeItem(this.key);
    this.emit();
  }

  private read(): Set<string> {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(this.key) ?? '[]');
      return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
    } catch {
      return new Set();
    }
  }

  private write(set: Set<string>): void {
    localStorage.setItem(this.key, JSON.stringify([...set]));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
