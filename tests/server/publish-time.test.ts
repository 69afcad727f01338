// A post's publish time read in the operator's IANA zone (server/social/post-time.ts over
// server/lib/time-zone.ts): the same wall time is another instant in another zone, DST gaps are
// refused and repeated hours take their first instant, an instant is shown on each zone's clock
// and the time shown, sent back, keeps its instant; a zone the header names is checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantOfWallTime, knownTimeZone, wallTimeMs } from '../../server/lib/time-zone';
import { operatorTimeZone, publishAtText, readPublishAt } from '../../server/social/post-time';

const dueOf = (text: string, zone: string, kept: Date | null = null) => {
  const time = readPublishAt(text, zone, kept);
  return 'due' in time ? time.due.toISOString() : time.problem;
};

describe('readPublishAt', () => {
  it('reads the same wall time as different instants in Asia/Shanghai and UTC', () => {
    expect(dueOf('2035-06-01 10:00', 'Asia/Shanghai')).toBe('2035-06-01T02:00:00.000Z');
    expect(dueOf('2035-06-01 10:00', 'UTC')).toBe('2035-06-01T10:00:00.000Z');
    expect(dueOf('2035-06-01 10:00:30', 'America/New_York')).toBe('2035-06-01T14:00:30.000Z');
    // Across midnight and a year: Shanghai's 1 January 07:59 is still 31 December in UTC.
    expect(dueOf('2036-01-01 07:59:59', 'Asia/Shanghai')).toBe('2035-12-31T23:59:59.000Z');
  });

  it('refuses what is no real date and time, in any zone', () => {
    for (const text of [
      '2031-02-30 10:00',
      '2031-02-03 24:00',
      '2031-02-03 10:60',
      '2031-13-01 10:00',
      '2031-02-03T10:00',
      '2031-02-03 10:00Z',
      '',
    ]) {
      expect(dueOf(text, 'Asia/Shanghai'), text).toBe('invalid');
    }
    expect(dueOf('2032-02-29 10:00', 'UTC')).toBe('2032-02-29T10:00:00.000Z');
  });

  it('refuses a time skipped when clocks go forward, and takes the first of a repeated hour', () => {
    // New York, 9 March 2031: 02:00 EST becomes 03:00 EDT; 2 November 2031: 02:00 EDT becomes 01:00 EST.
    expect(dueOf('2031-03-09 02:30', 'America/New_York')).toBe('skipped');
    expect(dueOf('2031-03-09 01:59:59', 'America/New_York')).toBe('2031-03-09T06:59:59.000Z');
    expect(dueOf('2031-03-09 03:00', 'America/New_York')).toBe('2031-03-09T07:00:00.000Z');
    expect(dueOf('2031-11-02 01:30', 'America/New_York')).toBe('2031-11-02T05:30:00.000Z');
    expect(dueOf('2031-11-02 02:00', 'America/New_York')).toBe('2031-11-02T07:00:00.000Z');
    // Southern hemisphere, half-hour shift: Lord Howe Island goes from +10:30 to +11 on 5 October 2031.
    expect(dueOf('2031-10-05 02:15', 'Australia/Lord_Howe')).toBe('skipped');
    expect(dueOf('2031-10-05 02:30', 'Australia/Lord_Howe')).toBe('2031-10-04T15:30:00.000Z');
  });
});

describe('publishAtText and the time sent back', () => {
  it('shows an instant as the clocks of each zone read it', () => {
    const due = new Date('2035-06-01T02:00:00.000Z');
    expect(publishAtText(due, 'Asia/Shanghai')).toBe('2035-06-01 10:00:00');
    expect(publishAtText(due, 'Europe/London')).toBe('2035-06-01 03:00:00');
    expect(publishAtText(due, 'America/New_York')).toBe('2035-05-31 22:00:00');
    expect(publishAtText(new Date('2035-12-31T23:59:59.000Z'), 'Asia/Kolkata')).toBe('2036-01-01 05:29:59');
  });

  it('keeps the stored instant when the time sent is the one shown, even in a repeated hour', () => {
    // London, 28 October 2035: 01:30 is shown at 00:30 UTC (BST) and again at 01:30 UTC (GMT).
    const second = new Date('2035-10-28T01:30:00.000Z');
    expect(publishAtText(second, 'Europe/London')).toBe('2035-10-28 01:30:00');
    expect(readPublishAt('2035-10-28 01:30', 'Europe/London', second)).toEqual({ due: second, changed: false });
    // Read afresh, the same text is the first 01:30.
    expect(dueOf('2035-10-28 01:30', 'Europe/London')).toBe('2035-10-28T00:30:00.000Z');
    // Another time is read in the zone as usual, and marked changed.
    expect(readPublishAt('2035-10-28 02:30', 'Europe/London', second)).toEqual({
      due: new Date('2035-10-28T02:30:00.000Z'),
      changed: true,
    });
    expect(dueOf('2035-10-28 31:30', 'Europe/London', second)).toBe('invalid');
  });
});

describe('instantOfWallTime', () => {
  it('is the instant whose wall clock in the zone reads the given time', () => {
    const wall = wallTimeMs(2035, 6, 1, 10, 0, 0);
    expect(instantOfWallTime(wall, 'Europe/Berlin')?.toISOString()).toBe('2035-06-01T08:00:00.000Z');
    expect(instantOfWallTime(wall, 'Asia/Kolkata')?.toISOString()).toBe('2035-06-01T04:30:00.000Z');
    expect(new Date(wallTimeMs(45, 1, 2, 3, 4, 5)).toISOString()).toBe('0045-01-02T03:04:05.000Z');
  });
});

describe('the Time-Zone header', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('takes a known IANA zone, in its canonical spelling', () => {
    expect(operatorTimeZone('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(operatorTimeZone(' asia/shanghai ')).toBe('Asia/Shanghai');
    // ICU answers its own canonical alias (America/Buenos_Aires): the same zone.
    expect(operatorTimeZone('America/Argentina/Buenos_Aires')).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    expect(operatorTimeZone('UTC')).toBe('UTC');
    expect(knownTimeZone('Etc/GMT-8')).toBe('Etc/GMT-8');
  });

  it('refuses what is not a zone Intl knows: no guess, no crash', () => {
    for (const name of [
      'Mars/Olympus_Mons',
      'Asia/Shanghai/',
      '+08:00',
      'GMT+8:00',
      '',
      ' ',
      '../../etc/passwd',
      'Asia/Shanghai\u0000',
      `Asia/${'x'.repeat(80)}`,
      '<script>',
    ]) {
      expect(operatorTimeZone(name), JSON.stringify(name)).toBeNull();
    }
    // The header sent twice is not one zone.
    expect(operatorTimeZone(['Asia/Shanghai', 'UTC'])).toBeNull();
  });

  it("falls back to the server's zone when the call names none", () => {
    expect(operatorTimeZone(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
