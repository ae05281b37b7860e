/**
 * Runs work for keys one batch at a time: keys added while a batch runs wait for it to end and then go
 * together in the next one. Each `add` resolves (or fails) with the batch that took its keys.
 * The catalogue subscriber uses it: an admin save emits one event per product, variant, price and
 * translation it touched, and a seed thousands, which become a few refreshes instead of one per event.
 */
export class SerialBatches<Key> {
  private waiting = new Set<Key>()
  private next: Promise<void> | undefined
  private previous: Promise<void> = Promise.resolve()

  constructor(private readonly run: (keys: Key[]) => Promise<void>) {}

  add(keys: Iterable<Key>): Promise<void> {
    for (const key of keys) this.waiting.add(key)
    if (!this.next) {
      const batch = this.previous.then(() => {
        this.next = undefined
        const keys = [...this.waiting]
        this.waiting.clear()
        return this.run(keys)
      })
      this.next = batch
      this.previous = batch.catch(() => undefined)
    }
    return this.next
  }
}
