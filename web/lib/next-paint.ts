// Work a tap asks for but its answer on screen does not need (a chunk to load, a drawing to start):
// after the frame that shows the answer, so the tap's own task stays short (decision 029's budget).

/** Resolves once the browser has painted the frame after now (a frame, then a task after it). */
export const afterNextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));
