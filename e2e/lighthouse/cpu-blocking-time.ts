interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, where Chromium records it. */
  tdur?: number;
  args?: { name?: string };
}

/** Lighthouse's mobile preset: the observed main thread is taken as 4x slower, and 50 ms of each task is allowed. */
const cpuSlowdown = 4;
const allowedMs = 50;

/**
 * Total blocking time as Lighthouse's simulation would count it on a machine that runs nothing but the page: each
 * main-thread task after the first paint by the CPU time its thread spent in it, not by its wall time. On the 2-core
 * test machine the renderer shares the cores with the servers, the trace writer and Lighthouse itself, and a task's
 * wall time was twice its CPU time and more (issue 15): Lighthouse's TBT there measures the machine as much as the
 * page. Reported next to Lighthouse's own figure, which stays the target's measure.
 */
export function cpuBlockingTimeMs(events: TraceEvent[], firstPaintTs: number): number {
  const rendererThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const cpuOf = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const tasksByThread = new Map<string, { cpuMs: number; tasks: TraceEvent[] }>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !rendererThreads.has(thread)) continue;
    const entry = tasksByThread.get(thread) ?? { cpuMs: 0, tasks: [] };
    entry.cpuMs += cpuOf(event);
    entry.tasks.push(event);
    tasksByThread.set(thread, entry);
  }
  // The measured page's main thread is the busiest renderer's: the journey's own tab waits meanwhile.
  let busiest: TraceEvent[] = [];
  let mostCpuMs = -1;
  for (const { cpuMs, tasks } of tasksByThread.values()) {
    if (cpuMs > mostCpuMs) [busiest, mostCpuMs] = [tasks, cpuMs];
  }
  return busiest
    .filter((task) => task.ts >= firstPaintTs)
    .reduce((total, task) => total + Math.max(0, cpuOf(task) * cpuSlowdown - allowedMs), 0);
}
