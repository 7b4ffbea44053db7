// Reads a trace of Home (bench/phone-trace.mjs) against the build: which request started which,
// the main thread's long tasks, and its time by source module, found through the build's manifest
// (chunk file → entry or page) and source maps (a function's position → the module it came from).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { root } from './phone-support.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const chunkOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const maps = new Map();

/** The built file a URL of the portal names (`assets/x.js`), or null for the API and others. */
function assetOf(url) {
  try {
    const file = new URL(url).pathname.slice(1);
    return file.startsWith('assets/') ? file : null;
  } catch {
    return null;
  }
}

/** A short name for a URL: the chunk's source (manifest key) for a built file, else the path. */
export function nameOf(url) {
  if (!url) return '';
  const file = assetOf(url);
  if (file) return chunkOf.has(file) ? `${file.replace(/^assets\//, '')} (${chunkOf.get(file)})` : file;
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url.slice(0, 60);
  }
}

/** A source module's group: the package for node_modules, the path under apps/web for the app. */
function moduleOf(source) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (dependency) {
    // Mantine's and the icon sets' components one by one; other packages as a whole.
    if (/^@mantine\/|^@tabler\//.test(dependency[1])) {
      const part = /(?:components|icons)\/([^/]+)/.exec(dependency[2]);
      return part ? `${dependency[1]} ${part[1].replace(/\.m?js$/, '')}` : dependency[1];
    }
    return dependency[1];
  }
  const app = /(src\/.*|packages\/.*)$/.exec(source);
  return app ? app[1] : source;
}

function sourceAt(url, line, column) {
  const file = assetOf(url);
  if (!file || !file.endsWith('.js')) return url ? nameOf(url) : '(no script)';
  if (!maps.has(file)) {
    const mapFile = path.join(dist, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  const map = maps.get(file);
  const position = { line: line + 1, column: Math.max(column, 0) };
  let found = map?.originalPositionFor(position);
  if (map && !found?.source)
    found = map.originalPositionFor({ ...position, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  return found?.source ? moduleOf(found.source) : `${nameOf(url)} (unmapped)`;
}

const ms = (us) => Math.round(us / 1000);

/** The renderer's main thread that loaded the portal's page, and the time its navigation began. */
function mainThread(events, base) {
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      String(e.args.data.documentLoaderURL ?? '').startsWith(base),
  );
  const start = starts.at(-1);
  if (!start) throw new Error('the trace has no navigation of the portal');
  return { pid: start.pid, tid: start.tid, origin: start.ts };
}

/** CPU samples of the main thread: [{ ts, self, frame }] (self in µs). */
function samplesOf(events, { pid, tid }) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map();
  const stamps = [];
  let ts = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid)) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      stamps.push({ ts, id });
    });
  }
  return stamps.slice(0, -1).map((s, i) => ({
    ts: s.ts,
    self: Math.min(stamps[i + 1].ts - s.ts, 50_000),
    frame: nodes.get(s.id)?.callFrame ?? { functionName: '(unknown)', url: '' },
    caller: callerOf(nodes, nodes.get(s.id)),
  }));
}

/** The nearest calling function that has a script, for time spent in the browser's own code. */
function callerOf(nodes, node) {
  for (let n = node && nodes.get(node.parent); n; n = nodes.get(n.parent)) if (n.callFrame?.url) return n.callFrame;
  return null;
}

function attribute(sample) {
  const { functionName, url, lineNumber, columnNumber } = sample.frame;
  if (functionName === '(idle)') return null;
  if (functionName === '(program)') return '(browser: parse, style, layout, paint)';
  if (functionName === '(garbage collector)') return '(garbage collection)';
  if (!url) {
    const caller = sample.caller;
    const from = caller ? ` from ${sourceAt(caller.url, caller.lineNumber, caller.columnNumber)}` : '';
    return `(native ${functionName || 'anonymous'}${from})`;
  }
  return sourceAt(url, lineNumber, columnNumber);
}

function byModule(samples, from = -Infinity, to = Infinity) {
  const totals = new Map();
  for (const sample of samples) {
    if (sample.ts < from || sample.ts >= to) continue;
    const name = attribute(sample);
    if (name) totals.set(name, (totals.get(name) ?? 0) + sample.self);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Requests by id, with start and end on the trace's clock (µs), size, origin and initiator. */
function requestsOf(network) {
  const requests = new Map();
  for (const e of network) {
    if (e.event === 'requestWillBeSent') {
      const initiator = e.initiator ?? {};
      const by =
        initiator.url ??
        initiator.stack?.callFrames?.[0]?.url ??
        initiator.stack?.parent?.callFrames?.[0]?.url ??
        initiator.type;
      requests.set(e.requestId, { url: e.request.url, start: e.timestamp * 1e6, by, type: e.type, bytes: 0 });
    }
    const r = requests.get(e.requestId);
    if (!r) continue;
    if (e.event === 'responseReceived') {
      r.status = e.response.status;
      r.source = e.response.fromServiceWorker ? 'worker' : e.response.fromDiskCache ? 'cache' : 'network';
    }
    if (e.event === 'loadingFinished') Object.assign(r, { end: e.timestamp * 1e6, bytes: e.encodedDataLength });
    if (e.event === 'loadingFailed') Object.assign(r, { end: e.timestamp * 1e6, failed: e.errorText });
  }
  return [...requests.values()].sort((a, b) => a.start - b.start);
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** The trace of one visit, summarised in Markdown. */
export function summarise({ events, network, paints = [] }, base) {
  const main = mainThread(events, base);
  const at = (us) => ms(us - main.origin);
  const samples = samplesOf(events, main);
  const requests = requestsOf(network);
  // The page's own observer names the element; its times count from navigation start too.
  const last = paints.at(-1);
  const lcp = last
    ? { ts: main.origin + last.at * 1000, args: { data: { type: last.url ? 'image' : 'text', size: last.size } } }
    : events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid).at(-1);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  const lcpTs = lcp?.ts ?? Infinity;
  const out = [];

  const fromNetwork = requests.filter((r) => r.source === 'network' || !r.source).length;
  out.push(
    `FCP ${fcp ? at(fcp.ts) : '–'} ms, LCP ${lcp ? at(lcp.ts) : '–'} ms (${lcp?.args?.data?.type ?? '?'}, ${lcp?.args?.data?.size ?? '?'} px²); ` +
      `${requests.length} requests (${fromNetwork} over the network), ${Math.round(requests.reduce((s, r) => s + r.bytes, 0) / 1024)} KB moved.`,
  );

  out.push('\nLargest-contentful-paint candidates, in order:\n');
  out.push(paints.map((p) => `- ${p.at} ms, ${p.size} px²: \`${p.element.replace(/`/g, "'")}\``).join('\n'));

  out.push('\n### Request waterfall (ms from navigation start)\n');
  out.push(
    table(
      ['#', 'start', 'end', 'KB', 'from', 'request', 'started by'],
      requests.map((r, i) => [
        i + 1,
        at(r.start),
        r.end ? at(r.end) : '–',
        (r.bytes / 1024).toFixed(1),
        r.failed ? `failed: ${r.failed}` : (r.source ?? '?'),
        nameOf(r.url),
        nameOf(r.by),
      ]),
    ),
  );

  const tasks = events
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts >= main.origin,
    )
    .filter((e) => e.dur >= 50_000);
  out.push(`\n### Long main-thread tasks (≥ 50 ms, CPU ×${4} throttled)\n`);
  out.push(
    table(
      ['start', 'ms', 'top modules (self ms)'],
      tasks.map((t) => [
        at(t.ts),
        ms(t.dur),
        byModule(samples, t.ts, t.ts + t.dur)
          .slice(0, 4)
          .map(([name, us]) => `${name} ${ms(us)}`)
          .join('; '),
      ]),
    ),
  );
  const longTotal = tasks.reduce((s, t) => s + t.dur, 0);
  out.push(`\n${tasks.length} long tasks, ${ms(longTotal)} ms in all.`);

  out.push('\n### Main-thread time by module, navigation start to LCP (self time, top 20)\n');
  const untilLcp = byModule(samples, main.origin, lcpTs);
  const busy = untilLcp.reduce((s, [, us]) => s + us, 0);
  out.push(
    table(
      ['module', 'ms', 'share'],
      untilLcp.slice(0, 20).map(([name, us]) => [name, ms(us), `${Math.round((100 * us) / busy)} %`]),
    ),
  );
  out.push(`\nBusy ${ms(busy)} ms of ${lcp ? at(lcp.ts) : '–'} ms before LCP.`);

  // The chain of waits before the paint: the announcement's answer, and what started each link.
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const dashboard = requests.find((r) => new URL(r.url).pathname === '/api/dashboard');
  out.push('\n### What the largest paint waited for\n');
  const chain = [];
  for (let r = dashboard; r && chain.length < 10; r = byUrl.get(r.by)) {
    if (chain.includes(r)) break;
    chain.unshift(r);
  }
  out.push(
    chain
      .map((r) => `- ${nameOf(r.url)}: asked at ${at(r.start)} ms, in at ${r.end ? at(r.end) : '–'} ms (${r.source})`)
      .join('\n'),
  );
  if (dashboard?.end && lcp) {
    const after = byModule(samples, dashboard.end, lcp.ts);
    out.push(
      `- from the announcement's answer to LCP: ${at(lcp.ts) - at(dashboard.end)} ms, of which main thread busy ${ms(after.reduce((s, [, us]) => s + us, 0))} ms: ` +
        after
          .slice(0, 5)
          .map(([name, us]) => `${name} ${ms(us)}`)
          .join('; '),
    );
  }
  const lastScript = requests.filter((r) => r.type === 'Script' && r.end && r.end < lcpTs).at(-1);
  if (lastScript) out.push(`- last script in before LCP: ${nameOf(lastScript.url)} at ${at(lastScript.end)} ms`);
  return out.join('\n');
}
