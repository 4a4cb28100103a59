/** Open connections per client address, so no one address can hold the server's memory. */
export class AddressQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more connection from `address`; false when it already has `max` open. */
  take(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.open.get(address) ?? 0) - 1;
    // An address with nothing open leaves the map: it only ever holds addresses with connections.
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }

  /** Addresses with at least one open connection. */
  get size(): number {
    return this.open.size;
  }
}
