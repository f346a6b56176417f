import './form-parts.css';

/**
 * The field people never see (dog_color): a robot that fills every input fills it too, and the server
 * then answers OK and keeps nothing. Out of sight by position rather than display:none, which many
 * robots skip; out of the tab order and hidden from screen readers, so no person can land in it.
 */
export function Honeypot({
  value,
  onValueChange,
  label,
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name="dog_color"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          data-testid="honeypot"
        />
      </label>
    </div>
  );
}
