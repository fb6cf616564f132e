/** The chart's size in px; the line keeps 2 px inside it. */
const WIDTH = 96;
const HEIGHT = 28;

/**
 * A metric's daily p75 as a small line (plain SVG, no chart library), with the 'good' threshold dashed.
 * Days without a sample leave a gap. `values` oldest first.
 */
export function Sparkline({ values, good, label }: { values: ReadonlyArray<number | null>; good: number; label: string }) {
  const top = Math.max(good * 1.5, ...values.map((v) => v ?? 0));
  const x = (i: number) => (values.length < 2 ? WIDTH / 2 : 2 + (i * (WIDTH - 4)) / (values.length - 1));
  const y = (v: number) => HEIGHT - 2 - (v / top) * (HEIGHT - 4);
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
    } else run.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (run.length) runs.push(run.join(' '));
  return (
    <svg className="speed-spark" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      <line className="speed-spark-good" x1="0" x2={WIDTH} y1={y(good)} y2={y(good)} />
      {runs.map((points) =>
        points.includes(' ') ? (
          <polyline key={points} className="speed-spark-line" points={points} />
        ) : (
          <circle key={points} className="speed-spark-dot" cx={points.split(',')[0]} cy={points.split(',')[1]} r="1.5" />
        ),
      )}
    </svg>
  );
}
