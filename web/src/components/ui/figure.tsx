/** A figure on a tile: the label above, the value large (money, counts); `strong` for the one that matters most. */
export function Figure({
  label,
  value,
  testId,
  strong,
  hint,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
  hint?: string;
}) {
  return (
    <div className={strong ? 'rounded-box border border-accent/20 bg-primary/10 p-3' : 'rounded-box border border-line bg-tint/[0.03] p-3'}>
      <p className={strong ? 'text-xs text-accent-pale/80' : 'text-xs text-muted'}>{label}</p>
      <p className="mt-0.5 text-base leading-tight font-bold break-words text-strong tabular-nums sm:text-lg" data-testid={testId}>
        {value}
      </p>
      {hint ? <p className="mt-1 text-[0.6875rem] leading-snug text-faint">{hint}</p> : null}
    </div>
  );
}
