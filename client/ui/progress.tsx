/** A labelled horizontal bar (0..max); used for rating shares and, later, for the toast timer. */
export function Progress({ value, max = 100, label }: { value: number; max?: number; label: string }) {
  const share = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value}>
      <div className="progress__bar" style={{ inlineSize: `${share}%` }} />
    </div>
  );
}
