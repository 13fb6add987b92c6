/** A labelled progress bar (native <progress>) with its percentage as text beside it. */
export function ProgressBar({
  id,
  label,
  percent,
  valueText,
}: {
  id: string;
  label: string;
  percent: number;
  valueText: string;
}) {
  return (
    <div className="create-tour-progress">
      <label htmlFor={id}>{label}</label>
      <div className="create-tour-progress-row">
        <progress id={id} max={100} value={percent} aria-valuetext={valueText} />
        <span className="create-tour-progress-value" aria-hidden="true">
          {valueText}
        </span>
      </div>
    </div>
  );
}
