// How a browser figure's runs become the printed comparison (bench/browser.ts, bench/renderer.ts):
// the medians of each side, and the ratio the 1.2x budget is held to.

export interface Sample {
  ms: number;
  longTasks: number;
  longTaskMs: number;
  /** Main-thread busy time during the measure (where taken): not rounded to frames like `ms`. */
  cpuMs?: number;
}

export interface Comparison {
  ours: Summary;
  peer: Summary;
  /**
   * The median of the runs' ours / peer, each run's two taken turn about (pairedRuns): the issue
   * asks for 1.2 at most. A machine whose speed moves within a run slows both sides of a pair
   * alike, while the ratio of the two medians may set one side's slow runs against the other's
   * fast ones (docs/performance.md).
   */
  ratio: number;
  /** ours / peer of the two medians, printed beside `ratio`. */
  ratioOfMedians: number;
}

export interface Summary {
  medianMs: number;
  runsMs: number[];
  medianLongTasks: number;
  medianLongTaskMs: number;
  medianCpuMs?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function summarise(samples: Sample[]): Summary {
  const cpu = samples.flatMap((sample) => (sample.cpuMs === undefined ? [] : [sample.cpuMs]));
  return {
    medianMs: median(samples.map((sample) => sample.ms)),
    runsMs: samples.map((sample) => sample.ms),
    medianLongTasks: median(samples.map((sample) => sample.longTasks)),
    medianLongTaskMs: median(samples.map((sample) => sample.longTaskMs)),
    ...(cpu.length === samples.length ? { medianCpuMs: median(cpu) } : {}),
  };
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** `ours[i]` and `peer[i]` are the two halves of run i (pairedRuns). */
export function compare(ours: Sample[], peer: Sample[]): Comparison {
  if (ours.length !== peer.length) throw new Error(`unpaired runs: ${ours.length} of ours, ${peer.length} of the peer`);
  const summaries = { ours: summarise(ours), peer: summarise(peer) };
  return {
    ...summaries,
    ratio: hundredths(median(ours.map((sample, run) => sample.ms / (peer[run] as Sample).ms))),
    ratioOfMedians: hundredths(summaries.ours.medianMs / summaries.peer.medianMs),
  };
}
