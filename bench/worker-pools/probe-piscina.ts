/** The bench's thread for piscina: the same work, its page moved (not copied) to the main thread. */
import { move } from "piscina"
import { probeWork, type ProbeTask } from "./probe-work.js"

export default (task: ProbeTask) => move(probeWork(task))
