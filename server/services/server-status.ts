// Figures of the running server for the monitoring page: the operating system (CPU, memory,
// disk of the data folder, uptime) and this Node process (its CPU share, memory, uptime).
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { ServerStatus } from '../../schemas/wire/monitor';

interface CpuSample {
  at: number;
  idle: number;
  total: number;
  process: NodeJS.CpuUsage;
}

function takeCpuSample(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq } = cpu.times;
    idle += cpu.times.idle;
    total += user + nice + sys + irq + cpu.times.idle;
  }
  return { at: performance.now(), idle, total, process: process.cpuUsage() };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * CPU use is a difference between two samples. Each call compares with the previous call (the
 * page polls), and waits a short moment for a second sample when there is none or it is too recent.
 */
export function createServerStatus(diskPath: string, minWindowMs = 200) {
  let previous: CpuSample | null = null;

  async function cpuWindow(): Promise<{ from: CpuSample; to: CpuSample }> {
    let from = previous;
    if (!from || performance.now() - from.at < minWindowMs) {
      from = takeCpuSample();
      await new Promise((resolve) => setTimeout(resolve, minWindowMs));
    }
    const to = takeCpuSample();
    previous = to;
    return { from, to };
  }

  return async function read(): Promise<ServerStatus> {
    const [{ from, to }, disk] = await Promise.all([cpuWindow(), statfs(diskPath)]);
    const cores = os.cpus();
    const elapsedMicros = (to.at - from.at) * 1000;
    const processMicros = to.process.user - from.process.user + (to.process.system - from.process.system);
    const memory = process.memoryUsage();
    const totalMem = os.totalmem();
    const freeMem = os.freemem();
    const diskTotal = disk.blocks * disk.bsize;
    const diskFree = disk.bavail * disk.bsize;
    return {
      sampledAt: Date.now(),
      os: {
        hostname: os.hostname(),
        platform: os.platform(),
        release: os.release(),
        arch: os.arch(),
        uptimeSeconds: Math.round(os.uptime()),
      },
      cpu: {
        model: cores[0]?.model ?? '',
        cores: cores.length,
        loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
        usedPercent: percent(to.total - from.total - (to.idle - from.idle), to.total - from.total),
        // Of all cores together, so it compares with the machine's figure.
        processPercent: percent(processMicros, elapsedMicros * Math.max(cores.length, 1)),
      },
      memory: {
        totalBytes: totalMem,
        freeBytes: freeMem,
        usedBytes: totalMem - freeMem,
        usedPercent: percent(totalMem - freeMem, totalMem),
      },
      process: {
        pid: process.pid,
        nodeVersion: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
      },
      disk: {
        path: diskPath,
        totalBytes: diskTotal,
        freeBytes: diskFree,
        usedBytes: diskTotal - diskFree,
        usedPercent: percent(diskTotal - diskFree, diskTotal),
      },
    };
  };
}
