// Card drawing, bounded per isolate. Drawing a card is CPU work in wasm: a burst of
// first requests must neither draw one card many times nor starve everything else the isolate
// serves. So: one draw in flight per praise (later requests for it await the same draw), and at
// most MAX_DRAWS draws at a time (the others queue in arrival order). One: an isolate has one
// thread, so a second draw at once finishes nothing sooner, and only lengthens what a request
// beside them waits (a burst of new cards showed it: an API call beside them waited longer with two
// draws at a time than with one; docs/performance.md). A draw's steps run as one long
// task (satori's awaits are on promises already settled), so each draw first yields to the event
// loop, and the drawing yields between its steps (praise-card.ts `breather`): the isolate's other
// requests get their turns in between instead of after the whole queue.
export const MAX_DRAWS = 1;

/** Lets every task already waiting (other requests' I/O) run first: a timer, not a microtask. */
export const breather = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type DrawQueue = {
  /** `draw`'s result for `key`, drawn once however many ask while it is drawn. */
  once: <T>(key: string, draw: () => Promise<T>) => Promise<T>;
};

export const drawQueue = (maxDraws = MAX_DRAWS): DrawQueue => {
  const inFlight = new Map<string, Promise<unknown>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = () => {
    if (running < maxDraws) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A freed slot passes straight to the next in line, so none can jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    once: <T>(key: string, draw: () => Promise<T>) => {
      const drawing = inFlight.get(key) as Promise<T> | undefined;
      if (drawing !== undefined) return drawing;
      const started = (async () => {
        await acquire();
        try {
          await breather();
          return await draw();
        } finally {
          release();
        }
      })();
      inFlight.set(key, started);
      const forget = () => inFlight.delete(key);
      started.then(forget, forget);
      return started;
    },
  };
};

/** The isolate's queue for praise cards. */
export const cardDraws = drawQueue();
