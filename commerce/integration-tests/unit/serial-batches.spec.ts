import { SerialBatches } from "../../src/lib/serial-batches"

describe("SerialBatches", () => {
  it("runs one batch at a time and puts the keys added meanwhile into the next one", async () => {
    const runs: string[][] = []
    let release!: () => void
    const firstHeld = new Promise<void>((resolve) => (release = resolve))
    const batches = new SerialBatches<string>(async (keys) => {
      runs.push(keys)
      if (runs.length === 1) await firstHeld
    })
    const first = batches.add(["a"])
    await Promise.resolve()
    await Promise.resolve()
    const second = batches.add(["b", "c"])
    const third = batches.add(["c", "d"])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runs).toEqual([["a"]])
    release()
    await Promise.all([first, second, third])
    expect(runs).toEqual([["a"], ["b", "c", "d"]])
  })

  it("fails the adds of a failed batch only, and goes on with the next", async () => {
    let fail = true
    const batches = new SerialBatches<number>(async () => {
      if (fail) throw new Error("refresh failed")
    })
    const failed = batches.add([1])
    await expect(failed).rejects.toThrow("refresh failed")
    fail = false
    await expect(batches.add([2])).resolves.toBeUndefined()
  })
})
