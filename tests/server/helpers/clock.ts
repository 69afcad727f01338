// A clock for the app (config.clock) that a test moves forward by hand: real time plus an offset,
// so rows the database stamps with now() still line up with it.
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  reset(): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
