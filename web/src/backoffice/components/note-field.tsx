/**
 * A required free-text note of a staff decision (a rejection's reason, an incident's note):
 * its label, the text area, and either the hint or, once a submit found it empty, the error.
 */
export function NoteField({
  id,
  label,
  value,
  onChange,
  missing,
  missingText,
  hint,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  missingText: string;
  hint: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-200">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-primary-400">*</span>
      </label>
      <textarea
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        maxLength={255}
        rows={3}
        autoFocus
        aria-invalid={missing || undefined}
        aria-describedby={`${id}-hint`}
        className="pp-input-wrap min-h-24 w-full resize-y px-3 py-2 text-base text-white outline-none"
      />
      {missing ? (
        <p id={`${id}-hint`} role="alert" className="text-sm text-red-400">
          {missingText}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-gray-400">
          {hint}
        </p>
      )}
    </div>
  );
}
