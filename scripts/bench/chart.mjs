// The bench result as an SVG bar chart for docs/performance.md: per scenario, Souk's requests/s as a share
// of the floor's (the 50 % target dashed), and p99 latency on a log scale (writes can be a
// hundred times slower than reads) with each scenario's ceiling in red.
import { p99Target } from './targets.mjs';

const rowHeight = 34;
const top = 64;
const label = 200;
const panel = 280;
const gap = 50;
const right = label + panel + gap;

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x, y, body, extra = '') => `<text x="${x}" y="${y}" ${extra}>${esc(body)}</text>`;
const rect = (x, y, w, h, fill) =>
  `<rect x="${x}" y="${y}" width="${Math.max(0, w).toFixed(1)}" height="${h}" fill="${fill}"/>`;
const line = (x, y1, y2, stroke, dash = '') =>
  `<line x1="${x}" x2="${x}" y1="${y1}" y2="${y2}" stroke="${stroke}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

export function benchChart(result) {
  const rows = result.scenarios;
  const height = top + rows.length * rowHeight + 40;
  const maxP99 = Math.max(100, ...rows.map((r) => r.p99_ms)) * 1.5;
  const p99x = (ms) => right + (panel * Math.log10(1 + ms)) / Math.log10(1 + maxP99);
  const bottom = top + rows.length * rowHeight;
  const parts = [
    text(
      0,
      20,
      `Souk on ${result.db}, ${result.products.toLocaleString('en')} products, ${result.connections} clients`,
      'font-weight="bold"',
    ),
    text(label, 48, 'requests/s: Souk (blue) vs floor (grey)'),
    text(right, 48, 'p99 latency, ms, log scale (red: target)'),
  ];
  rows.forEach((row, i) => {
    const y = top + i * rowHeight;
    parts.push(text(0, y + 20, row.scenario));
    parts.push(rect(label, y + 4, panel, 10, '#d0d4da'));
    const share = row.floor_rps ? Math.min(1, row.rps / row.floor_rps) : 0;
    parts.push(rect(label, y + 14, panel * share, 10, '#2563eb'));
    const ratio = row.ratio ?? 'n/a';
    parts.push(text(label + 4, y + 33, `${row.rps} / ${row.floor_rps ?? 'n/a'} rps (${ratio})`, 'font-size="10"'));
    parts.push(rect(right, y + 8, p99x(row.p99_ms) - right, 14, '#0f766e'));
    const target = p99Target(row.scenario);
    if (target) parts.push(line(p99x(target), y + 2, y + 28, '#dc2626'));
    const labelX = Math.max(p99x(row.p99_ms), target ? p99x(target) : 0) + 4;
    parts.push(text(labelX, y + 20, `${row.p99_ms} ms`, 'font-size="11"'));
  });
  parts.push(line(label + panel / 2, top - 6, bottom, '#555', '4 3'));
  parts.push(
    text(0, height - 10, `server RSS: ${result.rss_idle_mb} MB idle, ${result.rss_peak_mb} MB peak under load`),
  );
  const width = right + panel + 60;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13" fill="#111">`,
    rect(0, 0, width, height, '#fff'),
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
