/** "1.2K" style counts for review totals, as the reference API shows them. */
export function compactCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${trimZero(n / 1000)}K`;
  return `${trimZero(n / 1_000_000)}M`;
}

function trimZero(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}
