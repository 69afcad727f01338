// How the bench turns a figure's runs into its comparison (bench/lib/comparison.ts): the budget is
// held to the median of the runs' own ratios, each run's two halves taken turn about.
import { describe, expect, it } from 'vitest';
import { compare, type Sample } from '../../bench/lib/comparison';

const runs = (...ms: number[]): Sample[] =>
  ms.map((value) => ({ ms: value, longTasks: 1, longTaskMs: value / 2, cpuMs: value + 5 }));

describe('compare', () => {
  it('holds the budget to the median of the runs’ ratios, and prints the ratio of the medians beside it', () => {
    // The machine slows down in runs 2–5 for both sides; ours is slowed harder in runs 4 and 6.
    const ours = runs(107, 191, 199, 201, 250, 254, 114);
    const peer = runs(125, 170, 173, 110, 197, 111, 136);
    const comparison = compare(ours, peer);
    expect(comparison.ratio).toBe(1.15);
    expect(comparison.ratioOfMedians).toBe(1.46);
    expect(comparison.ours).toEqual({
      medianMs: 199,
      runsMs: [107, 191, 199, 201, 250, 254, 114],
      medianLongTasks: 1,
      medianLongTaskMs: 99.5,
      medianCpuMs: 204,
    });
    expect(comparison.peer.medianMs).toBe(136);
  });

  it('finds a page that is slower in every run, whatever the machine does', () => {
    const peer = runs(100, 150, 100, 200, 100, 150, 100);
    const ours = runs(...peer.map((sample) => sample.ms * 1.3));
    expect(compare(ours, peer).ratio).toBe(1.3);
  });

  it('leaves the busy time out when a run did not take it', () => {
    const peer = runs(100, 100, 100);
    const ours = [...runs(100, 100), { ms: 100, longTasks: 0, longTaskMs: 0 }];
    expect(compare(ours, peer).ours).not.toHaveProperty('medianCpuMs');
    expect(compare(ours, peer).peer.medianCpuMs).toBe(105);
  });

  it('refuses runs that are not paired', () => {
    expect(() => compare(runs(100, 100), runs(100))).toThrow('unpaired runs: 2 of ours, 1 of the peer');
  });
});
