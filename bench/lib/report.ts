/** The results table printed on stdout. */
import type {ResultRow, Results} from './results.js';

function formatValue(value: number | undefined, unit: ResultRow['unit']): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  if (unit === 'exponent') return value.toFixed(2);
  if (unit === 'count') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function formatRatio(value: number | undefined): string {
  if (value === undefined) return '—';
  if (value >= 10) return value.toFixed(0);
  if (value >= 0.1) return value.toFixed(2);
  return value.toPrecision(2);
}

function targetCell(row: ResultRow): string {
  if (!row.target) return '';
  const verdict = row.target.met === undefined ? '?' : row.target.met ? 'met' : 'MISSED';
  return `${row.target.text}: ${verdict}`;
}

/** The results as an aligned plain-text table, with notes under it. */
export function formatTable(results: Results): string {
  const header = [
    'Workload',
    'Case',
    'Unit',
    'ours',
    '@a2ui/lit',
    'floor',
    'ours/lit',
    'ours/floor',
    'target',
  ];
  const lines = results.rows.map((row) => [
    row.workload,
    row.case,
    row.unit,
    formatValue(row.values.ours, row.unit),
    formatValue(row.values.theirs, row.unit),
    formatValue(row.values.floor, row.unit),
    row.ratios.oursVsTheirsBelow !== undefined
      ? `< ${formatRatio(row.ratios.oursVsTheirsBelow)}`
      : formatRatio(row.ratios.oursVsTheirs),
    formatRatio(row.ratios.oursVsFloor),
    targetCell(row),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]): string =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [render(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(render)];
  const notes = results.rows.flatMap((row) =>
    Object.entries(row.notes ?? {}).map(
      ([who, note]) => `- ${row.workload}, ${row.case}, ${who}: ${note}`,
    ),
  );
  for (const [name, c] of Object.entries(results.contestants)) {
    if (!c.available)
      notes.unshift(`- ${name} (${c.label}) could not run: ${c.error ?? 'unknown'}`);
  }
  const {machine} = results;
  return [
    `A2UI renderer benchmark (${results.mode}), ${results.date}`,
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, load ${machine.loadAverage.join(' ')}; ` +
      `${results.browser}; Node ${results.node}`,
    '',
    ...out,
    ...(notes.length ? ['', 'Notes:', ...notes] : []),
    '',
  ].join('\n');
}

/** The results as a Markdown table (for the README), with the machine line and notes. */
export function formatMarkdown(results: Results): string {
  const {machine} = results;
  const head =
    '| Workload | Case | Unit | ours | @a2ui/lit | floor | ours/lit | ours/floor | Target |';
  const rule = '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |';
  const rows = results.rows.map((row) => {
    const vsTheirs =
      row.ratios.oursVsTheirsBelow !== undefined
        ? `< ${formatRatio(row.ratios.oursVsTheirsBelow)}`
        : formatRatio(row.ratios.oursVsTheirs);
    const cells = [
      row.workload,
      row.case,
      row.unit,
      formatValue(row.values.ours, row.unit),
      formatValue(row.values.theirs, row.unit),
      formatValue(row.values.floor, row.unit),
      vsTheirs,
      formatRatio(row.ratios.oursVsFloor),
      targetCell(row),
    ];
    return `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  const notes = results.rows.flatMap((row) =>
    Object.entries(row.notes ?? {}).map(
      ([who, note]) => `- ${row.workload}, ${row.case}, ${who}: ${note}`,
    ),
  );
  return [
    `Measured ${results.date.slice(0, 10)} (${results.mode} run, ${results.durationSeconds} s) on ` +
      `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB (load average ` +
      `${machine.loadAverage.join(' / ')}), ${results.browser}, Node ${results.node}. ` +
      'Medians; lower is better.',
    '',
    head,
    rule,
    ...rows,
    ...(notes.length ? ['', ...notes] : []),
    '',
  ].join('\n');
}
